import type { ReactNode } from 'react';
import { useArrivalFocus } from './arrival-focus';
import * as s from './page.css';

/** A page inside the app layout: its heading takes focus on arrival so route changes are announced. */
export function Page({
  title,
  children,
  actions,
}: {
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const heading = useArrivalFocus();
  return (
    <section className={s.page}>
      <header className={s.head}>
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
