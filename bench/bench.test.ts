import { formatTable, percentile } from './bench';
import { commitsPerFrame } from './dashboard';

it('takes nearest-rank percentiles', () => {
  const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
  expect(percentile(samples, 50)).toBe(50);
  expect(percentile(samples, 99)).toBe(99);
  expect(percentile(samples, 100)).toBe(100);
  expect(percentile([], 99)).toBe(0);
  expect(percentile([7], 1)).toBe(7);
});

it('aligns table columns', () => {
  expect(
    formatTable([
      { clients: 20, ratio: 1 },
      { clients: 100, ratio: 0.987 },
    ]).split('\n'),
  ).toEqual(['clients  ratio', '-------  -----', '     20      1', '    100  0.987']);
});

it('puts each React commit into the frame whose start it follows', () => {
  // Frames start at 0, 16, 32; commits before the first frame are not counted.
  expect(commitsPerFrame([0, 16, 32], [-1, 1, 2, 17, 40, 41, 42])).toEqual([2, 1, 3]);
  expect(commitsPerFrame([0, 16], [])).toEqual([0, 0]);
});
