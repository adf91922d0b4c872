/**
 * A pending order's expiry: good till cancelled, or a date and time in the customer's own time
 * (`datetime-local`, read by model/order-ticket checkExpiry). The ticket and an order's change form
 * both ask it this way.
 */
import { useState } from 'react';
import type { FieldsForm } from '@/components/form/use-form-submit';
import { RadioGroup } from '@/components/ui/radio-group';
import { TextField } from '@/components/ui/text-field';
import { m } from '@/i18n';
import { checkExpiry } from '../model/order-ticket';

const t = m.trading.ticket;

/** An ISO time as a `datetime-local` field holds it, in the device's time zone ("2026-11-30T17:05"). */
function localDateTimeText(iso: string): string {
  const at = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
}

/**
 * A form's expiry as the customer sets it, as `useStops` keeps the stops: its check at the moment it
 * runs, and the fields' props for the form, whose error on the expiry a change clears. It starts good
 * till cancelled, or at `expiresAt` (an order's own, when it is changed).
 */
export function useExpiry(expiresAt: string | null = null) {
  const [goodTillCancelled, setGoodTillCancelled] = useState(expiresAt === null);
  const [text, setText] = useState(expiresAt === null ? '' : localDateTimeText(expiresAt));
  return {
    check: () => checkExpiry(goodTillCancelled, text, Date.now()),
    fields: (form: FieldsForm<'expires_at'>) => ({
      goodTillCancelled,
      text,
      error: form.fieldErrors.expires_at,
      onChoice: (next: boolean) => {
        setGoodTillCancelled(next);
        form.clearFieldError('expires_at');
      },
      onText: (next: string) => {
        setText(next);
        form.clearFieldError('expires_at');
      },
    }),
  };
}

export function ExpiryFields({
  goodTillCancelled,
  text,
  error,
  onChoice,
  onText,
}: {
  goodTillCancelled: boolean;
  text: string;
  error: string | undefined;
  onChoice: (goodTillCancelled: boolean) => void;
  onText: (text: string) => void;
}) {
  return (
    <>
      <RadioGroup
        legend={t.expiry}
        name="expiry"
        options={[
          { value: 'gtc', label: t.goodTillCancelled },
          { value: 'at', label: t.expiresAtChoice },
        ]}
        value={goodTillCancelled ? 'gtc' : 'at'}
        onChange={(value) => onChoice(value === 'gtc')}
      />
      {!goodTillCancelled && (
        <TextField
          label={t.expiresAt}
          name="expires_at"
          type="datetime-local"
          value={text}
          onChange={(event) => onText(event.target.value)}
          error={error}
        />
      )}
    </>
  );
}
