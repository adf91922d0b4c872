/**
 * A small line of recent prices beside a figure, for the eye only (aria-hidden): the figure beside it
 * says what it shows. Drawn in the theme's up or down colour as `tone` says (the caller's figure
 * decides, so the line and the figure agree), else in the text's own colour.
 */
import { line } from './sparkline.css';

/** How far inside the top and bottom edges the line runs, so its stroke is never cut in half there. */
const INSET = 1;

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The SVG path of `points` (oldest first) across a `width` × `height` box: the lowest at the bottom,
 * the highest at the top, a level series across the middle. Fewer than two points draw nothing ('').
 */
export function sparklinePath(points: readonly number[], width: number, height: number): string {
  if (points.length < 2) return '';
  let low = Infinity;
  let high = -Infinity;
  for (const point of points) {
    low = Math.min(low, point);
    high = Math.max(high, point);
  }
  const span = high - low;
  const usable = height - 2 * INSET;
  const step = width / (points.length - 1);
  return points
    .map((point, index) => {
      const y = span === 0 ? height / 2 : INSET + ((high - point) / span) * usable;
      return `${index === 0 ? 'M' : 'L'}${round(index * step)} ${round(y)}`;
    })
    .join('');
}

export function Sparkline({
  points,
  width = 64,
  height = 20,
  tone,
  className,
}: {
  points: readonly number[];
  width?: number;
  height?: number;
  tone?: 'up' | 'down' | undefined;
  className?: string;
}) {
  const path = sparklinePath(points, width, height);
  return (
    <svg
      className={className}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
    >
      {path !== '' && <path className={line[tone ?? 'level']} d={path} />}
    </svg>
  );
}
