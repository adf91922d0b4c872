import { spinner } from './spinner.css';

/** A spinner; `label` is announced to screen readers unless the spinner is decorative. */
export function Spinner({
  label,
  decorative,
  className,
}: {
  label?: string;
  decorative?: boolean;
  className?: string;
}) {
  return (
    <span
      className={[spinner, className].filter(Boolean).join(' ')}
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative || undefined}
      aria-label={decorative ? undefined : label}
    />
  );
}
