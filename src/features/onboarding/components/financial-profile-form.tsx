import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { m } from '@/i18n';
import { saveFinancialProfile } from '../api/financial-profile';
import { onboardingKeys } from '../api/onboarding-progress';
import {
  emptyFinancialDraft,
  financialFields,
  financialOptions,
  validateFinancialProfile,
  type FinancialDraft,
  type FinancialField,
} from '../model/financial-profile';
import { describeFailure, type FieldErrors } from '../model/validators';
import * as s from './onboarding.css';

const t = m.onboarding.financial;
const serverFields = Object.fromEntries(financialFields.map((f) => [f, f])) as Record<string, FinancialField>;

/** The Financial Profile stage: five questions with the contract's answers. */
export function FinancialProfileForm() {
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [answers, setAnswers] = useState<FinancialDraft>(emptyFinancialDraft);
  const [errors, setErrors] = useState<FieldErrors<FinancialField>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: saveFinancialProfile,
    onSuccess: (progress) => {
      // The answer is the new progress: the stage views move on without another request.
      queryClient.setQueryData(onboardingKeys.progress(), progress);
      toast.success(t.saved);
    },
    onError: (error) => {
      const { byField, message } = describeFailure(error, serverFields, t.failed);
      flushSync(() => {
        setErrors(byField);
        setFailure(message);
      });
      focusFirstInvalid(form.current);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const result = validateFinancialProfile(answers);
    flushSync(() => {
      setErrors(result.ok ? {} : result.errors);
      setFailure(null);
    });
    if (!result.ok) {
      focusFirstInvalid(form.current);
      return;
    }
    save.mutate(result.profile);
  }

  return (
    <form ref={form} className={s.form} onSubmit={submit} noValidate aria-label={t.title}>
      {failure && <Alert variant="destructive" description={failure} onClose={() => setFailure(null)} />}
      {financialFields.map((field) => (
        <Select
          key={field}
          label={t.labels[field]}
          placeholder={t.placeholder}
          options={financialOptions(field)}
          value={answers[field]}
          onChange={(value) => setAnswers((current) => ({ ...current, [field]: value }))}
          error={errors[field]}
          required
        />
      ))}
      <Button type="submit" block busy={save.isPending}>
        {save.isPending ? t.busy : t.submit}
      </Button>
    </form>
  );
}
