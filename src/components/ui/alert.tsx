import type { ReactNode } from 'react';
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
}

/** Destructive and warning alerts interrupt a screen reader; the others are announced politely. */
export function Alert({ variant = 'default', title, description, children, onClose, className }: AlertProps) {
  const urgent = variant === 'destructive' || variant === 'warning';
  return (
    <div
      className={[alert({ variant }), className].filter(Boolean).join(' ')}
      role={urgent ? 'alert' : 'status'}
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
