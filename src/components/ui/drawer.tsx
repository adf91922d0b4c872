/**
 * A slide-in panel over the page, on the native modal `<dialog>`: the browser keeps focus inside it,
 * makes the page behind inert, and closes it with Escape. Closing returns focus to what opened it.
 * `start` slides in from the left (a menu, a list); `sheet` rises from the bottom on a phone, where a
 * thumb reaches it, and is a panel on the right on a wider screen, beside what it acts on.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { m } from '@/i18n';
import * as s from './drawer.css';

export function Drawer({
  open,
  onClose,
  label,
  placement = 'start',
  children,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  placement?: 'start' | 'sheet';
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={s.drawer[placement]}
      aria-label={label}
      onClose={onClose}
      onClick={(event) => {
        // A tap on the backdrop (the dialog box itself, outside its panel) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={s.panel[placement]}>
        <div className={s.top}>
          <button type="button" className={s.close} onClick={onClose} aria-label={m.common.close}>
            ×
          </button>
        </div>
        {open && children}
      </div>
    </dialog>
  );
}
