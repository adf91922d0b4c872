import { formatTable, percentile } from './bench';
import { commitsPerFrame } from './dashboard';
import {
  lighthouseFailures,
  median,
  medianRun,
  type Budgets as LighthouseBudgets,
  type PageFigures,
  type StartFigures,
} from './lighthouse';

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

describe('lighthouse budgets', () => {
  const budgets: LighthouseBudgets = {
    minPerformanceScore: 0.95,
    maxTbtMs: 150,
    maxFcpMs: 1000,
    maxLongestTaskMs: 50,
    maxOfflineWarmRatio: 0.3,
    maxOfflineScreenRatio: 0.3,
    maxOfflineWarmMs: 300,
    maxThrottledLongestTaskMs: 50,
  };
  const page: PageFigures = {
    page: '/',
    score: 0.97,
    fcp_ms: 900,
    lcp_ms: 1200,
    tbt_ms: 40,
    si_ms: 900,
    cls: 0,
    longest_task_ms: 0,
    long_tasks: 0,
    js_kb: 60,
    requests: 5,
    benchmark_index: 2000,
  };
  const start: StartFigures = {
    installabilityErrors: [],
    cold_online_fcp_ms: 1000,
    warm_offline_fcp_ms: 250,
    offline_shows_our_screen: true,
    cold_online_screen_ms: 2000,
    warm_offline_screen_ms: 500,
    throttled_longest_task_ms: { '/': 0, '/main/dashboard': 50 },
    // The yardstick, never judged: React alone may well hold a longer task than the budget.
    react_only_throttled_longest_task_ms: 140,
    throttled_starts_ms: { '/': [0, 0], '/main/dashboard': [50, 0], 'React only': [140, 90] },
  };

  it('passes figures within every budget, limits included', () => {
    expect(lighthouseFailures([page], start, budgets)).toEqual([]);
    const atLimits = { ...page, score: 0.95, tbt_ms: 150, fcp_ms: 1000, longest_task_ms: 50 };
    const screenAtLimit = { ...start, warm_offline_fcp_ms: 300, warm_offline_screen_ms: 600 };
    expect(lighthouseFailures([atLimits], screenAtLimit, budgets)).toEqual([]);
  });

  it('names each figure over its budget, per page', () => {
    const slow = {
      ...page,
      page: '/main/dashboard',
      score: 0.74,
      tbt_ms: 540,
      fcp_ms: 1603,
      longest_task_ms: 440,
    };
    expect(lighthouseFailures([page, slow], start, budgets)).toEqual([
      '/main/dashboard: performance 0.74 < 0.95',
      '/main/dashboard: TBT 540 ms > 150 ms',
      '/main/dashboard: FCP 1603 ms > 1000 ms',
      '/main/dashboard: longest task 440 ms > 50 ms',
    ]);
  });

  it('fails a missing figure rather than passing it', () => {
    expect(lighthouseFailures([{ ...page, score: Number.NaN }], start, budgets)).toEqual([
      '/: performance NaN < 0.95',
    ]);
  });

  it('fails an app Chromium will not install, an offline start that is not ours, and a slow one', () => {
    const offline = {
      installabilityErrors: ['no-icon-available'],
      cold_online_fcp_ms: 1000,
      warm_offline_fcp_ms: 450,
      offline_shows_our_screen: false,
      cold_online_screen_ms: 2000,
      warm_offline_screen_ms: 1100,
      throttled_longest_task_ms: {},
      react_only_throttled_longest_task_ms: 0,
      throttled_starts_ms: {},
    };
    expect(lighthouseFailures([page], offline, budgets)).toEqual([
      'not installable: no-icon-available',
      'an offline reload does not paint our screen',
      'offline warm ÷ online cold first paint 0.45 > 0.3',
      'offline warm ÷ online cold page screen 0.55 > 0.3',
      'offline warm first paint 450 ms > 300 ms',
    ]);
  });

  it('names each page whose start, at 4× CPU, holds a task over its budget', () => {
    const throttled = { ...start, throttled_longest_task_ms: { '/': 51, '/main/dashboard': 120 } };
    expect(lighthouseFailures([page], throttled, budgets)).toEqual([
      '/: longest task at 4× CPU 51 ms > 50 ms',
      '/main/dashboard: longest task at 4× CPU 120 ms > 50 ms',
    ]);
  });

  it('keeps the run with the median score', () => {
    const runs = [0.7, 0.9, 0.8].map((score) => ({ ...page, score }));
    expect(medianRun(runs).score).toBe(0.8);
    expect(median([3, 1, 2, 4])).toBe(2);
  });
});
