import type { ReactNode } from 'react';
import * as s from './stat.css';

/** A row of labelled figures, as a description list so each value is read with its label. */
export function StatGrid({ items }: { items: Array<{ label: string; value: ReactNode }> }) {
  return (
    <dl className={s.grid}>
      {items.map((item) => (
        <div key={item.label} className={s.tile}>
          <dt className={s.label}>{item.label}</dt>
          <dd className={s.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
