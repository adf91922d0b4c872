import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { button, spinnerInButton, type ButtonVariants } from './button.css';
import { Spinner } from './spinner';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonVariants & {
    /** Shows a spinner and disables the button; the label should say what is happening. */
    busy?: boolean;
    children: ReactNode;
    ref?: Ref<HTMLButtonElement>;
  };

export function Button({
  variant,
  block,
  size,
  busy,
  disabled,
  className,
  children,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={[button({ variant, block, size }), className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <Spinner className={spinnerInButton} decorative />}
      {children}
    </button>
  );
}
