import { useEffect, useId, useRef, useState } from 'react';

/**
 * A button's panel that opens below it (the header's account switcher, the connection's details):
 * open or closed, the id that ties the button to the panel, and the wrapper holding both. Escape or a
 * tap anywhere outside the wrapper closes it, as any popover does.
 */
export function usePopover() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onPointer = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return { open, setOpen, panelId, wrap };
}
