import { describe, expect, it, vi } from 'vitest';
import { revealInRow } from './reveal-in-row';

/** An element at `left`, `width` wide, as the layout would measure it. */
const boxed = (left: number, width: number, scrollLeft = 0) =>
  ({
    getBoundingClientRect: () => ({ left, right: left + width, width }),
    scrollLeft,
    scrollTo: vi.fn(),
  }) as unknown as HTMLElement & { scrollTo: ReturnType<typeof vi.fn> };

describe('revealInRow', () => {
  it('leaves a row alone when the item is wholly in view', () => {
    const row = boxed(16, 358);
    revealInRow(row, boxed(120, 100));
    expect(row.scrollTo).not.toHaveBeenCalled();
  });

  it('centres an item cut off at the right edge', () => {
    const row = boxed(16, 358);
    revealInRow(row, boxed(350, 80));
    // Its left edge 334 px into the row; centred, it would be 139 px in: the row moves 195 px along.
    expect(row.scrollTo).toHaveBeenCalledWith({ left: 195, behavior: 'auto' });
  });

  it('centres an item scrolled out at the left, from where the row stands', () => {
    const row = boxed(16, 358, 300);
    revealInRow(row, boxed(-60, 80), 'smooth');
    // 76 px before the row's edge, to be 139 px in: 215 px back.
    expect(row.scrollTo).toHaveBeenCalledWith({ left: 85, behavior: 'smooth' });
  });
});
