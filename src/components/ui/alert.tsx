import { useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { m } from '@/i18n';
import { Icon } from './icon';
import {
  alert,
  body,
  close,
  compactBody,
  compactLine,
  description as descriptionClass,
  expand,
  title as titleClass,
} from './alert.css';

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
  /**
   * One line: the title and the description side by side, cut with an ellipsis where they do not fit,
   * and then a button that shows them whole. For what sits above every page and must not push it down.
   */
  compact?: boolean;
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
  compact = false,
}: AlertProps) {
  const urgent = variant === 'destructive' || variant === 'warning';
  const role = live ? (urgent ? 'alert' : 'status') : undefined;
  return (
    <div
      className={[alert({ variant, compact }), className].filter(Boolean).join(' ')}
      role={role}
      ref={ref}
      tabIndex={tabIndex}
    >
      {compact ? (
        <CompactBody title={title} description={description} />
      ) : (
        <div className={body}>
          {title && <p className={titleClass}>{title}</p>}
          {description && <p className={descriptionClass}>{description}</p>}
          {children}
        </div>
      )}
      {onClose && (
        <button type="button" className={close} onClick={onClose} aria-label={m.common.dismiss}>
          ×
        </button>
      )}
    </div>
  );
}

/** The title and description on one line; the button to show them whole appears only when they are cut. */
function CompactBody({ title, description }: { title: ReactNode; description: ReactNode }) {
  const line = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const el = line.current;
    if (!el || expanded) return;
    const measure = () => setCut(el.scrollWidth > el.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [expanded, title, description]);
  return (
    <>
      <p ref={line} className={compactLine({ expanded })}>
        {title && <strong className={titleClass}>{title}</strong>}
        {title && description && ' '}
        {description && <span className={compactBody}>{description}</span>}
      </p>
      {(cut || expanded) && (
        <button
          type="button"
          className={expand}
          aria-expanded={expanded}
          aria-label={expanded ? m.common.showLess : m.common.showAll}
          onClick={() => setExpanded((open) => !open)}
        >
          <Icon name={expanded ? 'chevronUp' : 'chevronDown'} size={18} />
        </button>
      )}
    </>
  );
}
