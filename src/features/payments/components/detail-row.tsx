import { CopyButton } from '@/components/ui/copy-button';
import * as s from './payments.css';

interface Props {
  label: string;
  /** What is copied: exactly what the other app wants. */
  value: string;
  /** How it reads on screen, if not as copied (an IBAN in groups of four). */
  shown?: string;
  copy?: boolean;
  /** Why the value matters, right under it. */
  note?: string;
}

/** A labelled value the customer will type into another app (an address, an IBAN): shown whole, copyable. */
export function DetailRow({ label, value, shown = value, copy = true, note }: Props) {
  return (
    <div className={s.detail}>
      <div>
        <dt className={s.detailLabel}>{label}</dt>
        <dd className={s.detailValue}>{shown}</dd>
        {note && <dd className={s.detailNote}>{note}</dd>}
      </div>
      {copy && <CopyButton value={value} what={label} />}
    </div>
  );
}
