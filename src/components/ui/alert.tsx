import { useEffect, useState, type ReactNode, type Ref } from 'react';
import { m } from '@/i18n';
import { Icon } from './icon';
import {
  alert,
  body,
  close,
  compactBody,
  compactLine,
  compactTitle,
  compactStatic,
  compactToggle,
  description as descriptionClass,
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

/**
 * The title and description on one line. When they are cut, the line itself is the button that shows
 * them whole (a chevron at its end says so): the whole width goes to the text, not to a separate
 * button's target, and the full text is one tap on it away.
 */
function CompactBody({ title, description }: { title: ReactNode; description: ReactNode }) {
  // The line is a new element when it moves into or out of its button: measured again each time.
  const [el, line] = useState<HTMLSpanElement | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [cut, setCut] = useState(false);
  useEffect(() => {
    if (!el || expanded) return;
    const measure = () => setCut(el.scrollWidth > el.clientWidth + 1);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // Measured when the browser reports the line's size after its own layout (an observer's first
    // report comes with the next frame), never by forcing a layout of the page while it is being
    // drawn: at a signed-in start that forced layout took ~50 ms at 4× CPU.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [el, expanded, title, description]);
  const toggles = cut || expanded;
  const text = (
    <span ref={line} className={compactLine({ expanded })}>
      {title && <strong className={`${titleClass} ${compactTitle}`}>{title}</strong>}
      {title && description && ' '}
      {description && <span className={compactBody}>{description}</span>}
    </span>
  );
  return toggles ? (
    <button
      type="button"
      className={compactToggle}
      aria-expanded={expanded}
      onClick={() => setExpanded((open) => !open)}
    >
      {text}
      <span className="sr-only">{expanded ? m.common.showLess : m.common.showAll}</span>
      <Icon name={expanded ? 'chevronUp' : 'chevronDown'} size={12} />
    </button>
  ) : (
    <span className={compactStatic}>{text}</span>
  );
}
