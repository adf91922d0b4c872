import { useEffect, useRef, type ReactNode } from 'react';
import { afterPaint } from '@/lib/tasks';
import * as s from './page.css';

/**
 * A page inside the app layout: its heading takes focus on arrival so route changes are announced.
 * It does so once the page is drawn, and only if nothing else took the focus in the meantime.
 */
export function Page({
  title,
  children,
  actions,
}: {
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const focused = document.activeElement;
    return afterPaint(() => {
      if (document.activeElement !== focused) return;
      heading.current?.focus({ preventScroll: true });
    });
  }, []);
  return (
    <section className={s.page}>
      <header>
        <h1 className={s.title} ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {actions}
      </header>
      {children}
    </section>
  );
}

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={[s.card, className].filter(Boolean).join(' ')}>{children}</div>;
}

export function Muted({ children }: { children: ReactNode }) {
  return <p className={s.muted}>{children}</p>;
}
