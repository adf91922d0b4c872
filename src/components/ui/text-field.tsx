import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { m } from '@/i18n';
import { Button } from './button';
import { describedBy, FieldHelp, helpIds } from './field-help';
import * as s from './text-field.css';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  trailing?: ReactNode;
};

/**
 * A labelled input whose error or hint is tied to it for screen readers. An error takes the hint's
 * place: the two would say the same thing twice, or disagree.
 */
export function TextField({ label, error, hint, trailing, className, ...input }: TextFieldProps) {
  const id = useId();
  const { errorId, hintId } = helpIds(id, error, hint);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <div className={s.inputWrap}>
        <input
          id={id}
          className={trailing ? `${s.input} ${s.withTrailing}` : s.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(errorId, hintId)}
          {...input}
        />
        {trailing && <span className={s.trailing}>{trailing}</span>}
      </div>
    </FieldFrame>
  );
}

/** A field's label above it and its error or hint below: the same for every kind of field. */
function FieldFrame({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error: string | undefined;
  hint: ReactNode;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={[s.field, className].filter(Boolean).join(' ')}>
      <label className={s.label} htmlFor={id}>
        {label}
      </label>
      {children}
      <FieldHelp id={id} error={error} hint={hint} />
    </div>
  );
}

/** TextField's rules for text of several lines. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}) {
  const id = useId();
  const { errorId, hintId } = helpIds(id, error, hint);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        className={`${s.input} ${s.multiline}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId, hintId)}
        {...textarea}
      />
    </FieldFrame>
  );
}

export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <Button
          variant="ghost"
          size="sm"
          aria-label={visible ? m.common.hidePassword : m.common.showPassword}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? m.common.hide : m.common.show}
        </Button>
      }
    />
  );
}

/**
 * An email input with the keyboard, autofill and name every email field of the app uses. A sign-in's
 * says `username webauthn` where the browser may offer passkeys among the saved emails.
 */
export function EmailField({
  autoComplete = 'email',
  ...props
}: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete'> & {
  autoComplete?: 'email' | 'username' | 'username webauthn';
}) {
  return (
    <TextField type="email" inputMode="email" name="email" autoComplete={autoComplete} required {...props} />
  );
}
