import * as s from './steps.css';

interface StepsProps {
  /** Names the navigation landmark, e.g. "Registration progress". */
  label: string;
  steps: readonly string[];
  /** Index of the step the user is on; earlier steps count as done. */
  current: number;
  /** Read after a finished step's name, e.g. "(completed)". */
  doneLabel: string;
}

/** A progress bar of named steps: one segment per step, the current one marked with aria-current. */
export function Steps({ label, steps, current, doneLabel }: StepsProps) {
  return (
    <nav aria-label={label}>
      <ol className={s.list}>
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={step}
              className={s.item}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={s.segment} aria-hidden="true" />
              <span className={s.name}>
                <span className={s.marker} aria-hidden="true">
                  {state === 'done' ? '✓' : index + 1}
                </span>
                {step}
                {state === 'done' && <span className="sr-only"> {doneLabel}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
