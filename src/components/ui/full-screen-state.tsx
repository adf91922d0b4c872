import { useEffect, useRef, type ReactNode } from 'react';
import * as s from './full-screen-state.css';

interface FullScreenStateProps {
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}

/**
 * The layout of every blocking screen (unreachable, maintenance, disabled, awaiting approval).
 * The heading takes focus so a screen reader announces why the app stopped.
 */
export function FullScreenState({ icon, title, children, actions }: FullScreenStateProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className={s.screen}>
      <div className={s.card}>
        {icon && (
          <div className={s.icon} aria-hidden="true">
            {icon}
          </div>
        )}
        <h1 className={s.title} ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {children}
        {actions && <div className={s.actions}>{actions}</div>}
      </div>
    </main>
  );
}

export function ScreenText({ children }: { children: ReactNode }) {
  return <p className={s.body}>{children}</p>;
}
