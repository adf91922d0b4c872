import {
  atLeastLess,
  atMost,
  atMostTimes,
  checkFailures,
  formatChecks,
  formatTable,
  percentile,
} from './bench';
import { commitsPerFrame } from './dashboard';
import {
  lighthouseChecks,
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

describe('budget checks', () => {
  it("puts the limit of a relative budget at the React-only page's figure of the same run", () => {
    expect(atMostTimes('longest task', 125, 100, 1.25)).toMatchObject({ limit: 125, pass: true });
    expect(atMostTimes('longest task', 126, 100, 1.25)).toMatchObject({ limit: 125, pass: false });
    expect(atLeastLess('score', 0.97, 1, 0.03)).toMatchObject({ limit: 0.97, pass: true });
    expect(atLeastLess('score', 0.96, 1, 0.03)).toMatchObject({ limit: 0.97, pass: false });
  });

  it('fails a missing figure rather than passing it', () => {
    expect(atMost('busy', Number.NaN, 0.15).pass).toBe(false);
    expect(atMostTimes('JS KB', 100, Number.NaN, 2.5).pass).toBe(false);
    expect(atLeastLess('score', Number.NaN, 1, 0.03).pass).toBe(false);
  });

  it("prints ours, React only's, the ratio and the budget, and names what is over", () => {
    const checks = [atMostTimes('JS KB', 300, 100, 2.5), atMost('busy', 0.1, 0.15)];
    expect(formatChecks(checks).split('\n')).toEqual([
      'figure  ours  React only  ratio              budget  limit      ',
      '------  ----  ----------  -----  ------------------  -----  ----',
      ' JS KB   300         100   3.00  ≤ 2.5 × React only    250  OVER',
      '  busy   0.1           -      -              ≤ 0.15   0.15    ok',
    ]);
    expect(checkFailures(checks)).toEqual(['JS KB 300, budget ≤ 2.5 × React only (250, React only 100)']);
  });
});

describe('lighthouse budgets', () => {
  const budgets: LighthouseBudgets = {
    maxScoreBelowReactOnly: 0.03,
    maxThrottledLongestTaskTimesReactOnly: 1.25,
    maxOfflineWarmRatio: 0.3,
    maxOfflineScreenRatio: 0.3,
    maxOfflineWarmMs: 300,
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
    load_avg: 0.5,
  };
  const react: PageFigures = { ...page, page: 'React only', score: 1 };
  const start: StartFigures = {
    installabilityErrors: [],
    cold_online_fcp_ms: 1000,
    warm_offline_fcp_ms: 250,
    offline_shows_our_screen: true,
    cold_online_screen_ms: 2000,
    warm_offline_screen_ms: 500,
    throttled_longest_task_ms: { '/': 0, '/main/dashboard': 100 },
    react_only_throttled_longest_task_ms: 80,
    throttled_starts_ms: { '/': [0, 0], '/main/dashboard': [100, 0], 'React only': [80, 60] },
    throttled_load_avg: { '/': 0.5, '/main/dashboard': 0.5, 'React only': 0.5 },
  };

  it('passes figures within every budget, limits included', () => {
    expect(lighthouseFailures(react, [page], start, budgets)).toEqual([]);
    const screenAtLimit = { ...start, warm_offline_fcp_ms: 300, warm_offline_screen_ms: 600 };
    expect(lighthouseFailures(react, [page], screenAtLimit, budgets)).toEqual([]);
  });

  it("judges each page's score against the React-only page's of the same run", () => {
    const slow = { ...page, page: '/main/dashboard', score: 0.96 };
    expect(lighthouseFailures(react, [page, slow], start, budgets)).toEqual([
      '/main/dashboard: performance score 0.96, budget ≥ React only − 0.03 (0.97, React only 1)',
    ]);
    // The same score passes beside a React-only page that scored lower on a slower run.
    expect(lighthouseFailures({ ...react, score: 0.98 }, [page, slow], start, budgets)).toEqual([]);
  });

  it('fails a missing figure rather than passing it', () => {
    expect(lighthouseFailures(react, [{ ...page, score: Number.NaN }], start, budgets)).toEqual([
      '/: performance score NaN, budget ≥ React only − 0.03 (0.97, React only 1)',
    ]);
  });

  it('fails an app Chromium will not install, an offline start that is not ours, and a slow one', () => {
    const offline = {
      ...start,
      installabilityErrors: ['no-icon-available'],
      warm_offline_fcp_ms: 450,
      offline_shows_our_screen: false,
      warm_offline_screen_ms: 1100,
    };
    expect(lighthouseFailures(react, [page], offline, budgets)).toEqual([
      'not installable: no-icon-available',
      'an offline reload does not paint our screen',
      'offline warm ÷ online cold first paint 0.45, budget ≤ 0.3 (0.3)',
      'offline warm ÷ online cold page screen 0.55, budget ≤ 0.3 (0.3)',
      'offline warm first paint, ms 450, budget ≤ 300 (300)',
    ]);
  });

  it("names each page whose start, at 4× CPU, holds a task over 1.25 × React alone's", () => {
    const throttled = { ...start, throttled_longest_task_ms: { '/': 101, '/main/dashboard': 120 } };
    expect(lighthouseFailures(react, [page], throttled, budgets)).toEqual([
      '/: longest task at 4× CPU, ms 101, budget ≤ 1.25 × React only (100, React only 80)',
      '/main/dashboard: longest task at 4× CPU, ms 120, budget ≤ 1.25 × React only (100, React only 80)',
    ]);
  });

  it('counts a React-only start without a long task as one of 50 ms, the most it can have been', () => {
    const none = { ...start, react_only_throttled_longest_task_ms: 0 };
    const [, , dashboard] = lighthouseChecks(react, [page], none, budgets);
    expect(dashboard).toMatchObject({ ours: 100, reference: 50, limit: 62.5, pass: false });
  });

  it('keeps the run with the median score', () => {
    const runs = [0.7, 0.9, 0.8].map((score) => ({ ...page, score }));
    expect(medianRun(runs).score).toBe(0.8);
    expect(median([3, 1, 2, 4])).toBe(2);
  });
});
