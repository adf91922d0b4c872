/**
 * A slide-in panel from the left over the page, on the native modal `<dialog>`: the browser keeps
 * focus inside it, makes the page behind inert, and closes it with Escape. Closing returns focus to
 * what opened it.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { m } from '@/i18n';
import * as s from './drawer.css';

export function Drawer({
  open,
  onClose,
  label,
  children,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
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
      className={s.drawer}
      aria-label={label}
      onClose={onClose}
      onClick={(event) => {
        // A tap on the backdrop (the dialog box itself, outside its panel) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={s.panel}>
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
