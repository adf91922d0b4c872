import { describe, expect, it } from 'vitest';
import { compactIban, groupIban, isIbanShaped, maskIban } from './iban';

describe('IBANs', () => {
  it('takes what a customer types, with spaces and in any case', () => {
    expect(isIbanShaped('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isIbanShaped('de89370400440532013000')).toBe(true);
    expect(isIbanShaped('12345')).toBe(false);
    expect(compactIban(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
  });

  it('shows it in groups of four, the last group as long as it is', () => {
    expect(groupIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(groupIban('gb82west12345698765432')).toBe('GB82 WEST 1234 5698 7654 32');
    expect(groupIban('NO9386011117947')).toBe('NO93 8601 1117 947');
    expect(groupIban('not an IBAN')).toBe('not an IBAN');
  });

  it('masks it to the country, check digits and last four where it only reminds', () => {
    expect(maskIban('DE89 3704 0044 0532 0130 00')).toBe('DE89 •••• 3000');
    expect(maskIban('GB82WEST12345698765432')).toBe('GB82 •••• 5432');
    expect(maskIban('DE89 3704')).toBe('DE89 3704');
  });
});
