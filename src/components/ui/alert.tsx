import type { ReactNode, Ref } from 'react';
import { m } from '@/i18n';
import { alert, body, close, description as descriptionClass, title as titleClass } from './alert.css';

export type AlertVariant = 'default' | 'destructive' | 'success' | 'warning';

interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  onClose?: () => void;
  className?: string;
  /** False where an always-present live region announces the text instead (toasts). */
  live?: boolean;
  ref?: Ref<HTMLDivElement>;
  /** -1 where the page moves the focus to the alert (a form's failure that names no field). */
  tabIndex?: number;
}

/** Destructive and warning alerts interrupt a screen reader; the others are announced politely. */
export function Alert({
  variant = 'default',
  title,
  description,
  children,
  onClose,
  className,
  live = true,
  ref,
  tabIndex,
}: AlertProps) {
  const urgent = variant === 'destructive' || variant === 'warning';
  const role = live ? (urgent ? 'alert' : 'status') : undefined;
  return (
    <div
      className={[alert({ variant }), className].filter(Boolean).join(' ')}
      role={role}
      ref={ref}
      tabIndex={tabIndex}
    >
      <div className={body}>
        {title && <p className={titleClass}>{title}</p>}
        {description && <p className={descriptionClass}>{description}</p>}
        {children}
      </div>
      {onClose && (
        <button type="button" className={close} onClick={onClose} aria-label={m.common.dismiss}>
          ×
        </button>
      )}
    </div>
  );
}
