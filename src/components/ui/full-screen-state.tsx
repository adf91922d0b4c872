import type { ReactNode } from 'react';
import { useArrivalFocus } from './arrival-focus';
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
  const heading = useArrivalFocus();
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
