import { fill, track } from './progress-bar.css';

/** A determinate bar; `value` is 0 to 100. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      className={track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
    >
      {/* A transform, not a width, so each 30 ms step is a cheap compositor change. */}
      <div className={fill} style={{ transform: `scaleX(${clamped / 100})` }} />
    </div>
  );
}
