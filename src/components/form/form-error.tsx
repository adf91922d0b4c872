import type { Ref } from 'react';
import { Alert } from '@/components/ui/alert';

/**
 * The form-level message of a failed submit. It can take the focus (tabIndex -1) because a refusal
 * that names no field moves the focus here, so a keyboard or screen reader user lands on the reason.
 */
export function FormError({
  message,
  ref,
  onClose,
}: {
  message: string | null;
  ref: Ref<HTMLDivElement>;
  onClose?: () => void;
}) {
  if (!message) return null;
  return <Alert ref={ref} tabIndex={-1} variant="destructive" description={message} onClose={onClose} />;
}
