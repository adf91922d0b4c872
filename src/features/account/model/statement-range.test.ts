import { defaultStatementDays, statementDaysProblem, statementInstants } from './statement-range';

it('asks for the first day from its local midnight to the midnight after the last day', () => {
  const { from, to } = statementInstants({ from: '2026-11-01', to: '2026-11-29' });
  expect(new Date(from)).toEqual(new Date(2026, 10, 1));
  expect(new Date(to)).toEqual(new Date(2026, 10, 30));
});

it('starts at this month so far', () => {
  expect(defaultStatementDays(new Date(2026, 10, 29, 15))).toEqual({ from: '2026-11-01', to: '2026-11-29' });
  expect(defaultStatementDays(new Date(2027, 0, 1, 0, 5))).toEqual({ from: '2027-01-01', to: '2027-01-01' });
});

it('judges the days as the server judges the moments they make', () => {
  expect(statementDaysProblem({ from: '2026-11-01', to: '2026-11-01' })).toBeUndefined();
  expect(statementDaysProblem({ from: '', to: '2026-11-01' })).toBe('from');
  expect(statementDaysProblem({ from: '2026-02-30', to: '2026-11-01' })).toBe('from');
  expect(statementDaysProblem({ from: '2026-11-01', to: '' })).toBe('to');
  expect(statementDaysProblem({ from: '2026-11-02', to: '2026-11-01' })).toBe('reversed');
  // 366 days, a leap day among them, fit; 367 do not.
  expect(statementDaysProblem({ from: '2027-10-31', to: '2028-10-30' })).toBeUndefined();
  expect(statementDaysProblem({ from: '2027-10-31', to: '2028-10-31' })).toBe('too-long');
});
