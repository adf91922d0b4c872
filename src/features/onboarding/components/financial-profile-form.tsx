import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormError } from '@/components/form/form-error';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Button } from '@/components/ui/button';
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
} from '../model/financial-profile';
import * as s from './onboarding.css';

const t = m.onboarding.financial;

/** The Financial Profile stage: five questions with the contract's answers. */
export function FinancialProfileForm() {
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<FinancialDraft>(emptyFinancialDraft);
  const form = useFormSubmit({
    fields: financialFields,
    validate: () => {
      const result = validateFinancialProfile(answers);
      return result.ok ? {} : result.errors;
    },
    send: () => {
      const result = validateFinancialProfile(answers);
      return result.ok ? saveFinancialProfile(result.profile) : Promise.reject(new Error('Unanswered'));
    },
    onSuccess: (progress) => {
      // The answer is the new progress: the stage views move on without another request.
      queryClient.setQueryData(onboardingKeys.progress(), progress);
      toast.success(t.saved);
    },
    fallback: t.failed,
  });

  return (
    <form ref={form.formRef} className={s.form} onSubmit={form.onSubmit} noValidate aria-label={t.title}>
      <FormError ref={form.errorRef} message={form.formError} onClose={form.dismissFormError} />
      {financialFields.map((field) => (
        <Select
          key={field}
          label={t.labels[field]}
          placeholder={t.placeholder}
          options={financialOptions(field)}
          value={answers[field]}
          onChange={(value) => {
            setAnswers((current) => ({ ...current, [field]: value }));
            form.clearFieldError(field);
          }}
          error={form.fieldErrors[field]}
          required
        />
      ))}
      <Button type="submit" block busy={form.busy}>
        {form.busy ? t.busy : t.submit}
      </Button>
    </form>
  );
}
