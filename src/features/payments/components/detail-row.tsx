import { CopyButton } from './copy-button';
import * as s from './payments.css';

/** A labelled value the customer will type into another app (an address, an IBAN): shown whole, copyable. */
export function DetailRow({ label, value, copy = true }: { label: string; value: string; copy?: boolean }) {
  return (
    <div className={s.detail}>
      <div>
        <dt className={s.detailLabel}>{label}</dt>
        <dd className={s.detailValue}>{value}</dd>
      </div>
      {copy && <CopyButton value={value} what={label} />}
    </div>
  );
}
