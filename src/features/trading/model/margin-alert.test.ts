import { marginAlert } from './margin-alert';

const thresholds = { marginWarningLevel: 100, marginDangerLevel: 50 };

describe('marginAlert', () => {
  it('warns below the warning level and is destructive below the danger level', () => {
    expect(marginAlert(150, thresholds)).toBeNull();
    expect(marginAlert(100, thresholds)).toBeNull();
    expect(marginAlert(99.99, thresholds)).toBe('warning');
    expect(marginAlert(50, thresholds)).toBe('warning');
    expect(marginAlert(49.99, thresholds)).toBe('destructive');
    expect(marginAlert(-20, thresholds)).toBe('destructive');
  });

  it('never warns when no margin is in use (∞)', () => {
    expect(marginAlert(null, thresholds)).toBeNull();
  });

  it('follows the configured thresholds', () => {
    expect(marginAlert(150, { marginWarningLevel: 200, marginDangerLevel: 120 })).toBe('warning');
    expect(marginAlert(110, { marginWarningLevel: 200, marginDangerLevel: 120 })).toBe('destructive');
  });
});
