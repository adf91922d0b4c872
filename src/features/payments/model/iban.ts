/**
 * IBANs as a customer types them and reads them: spaces anywhere and any case when typed; in groups of
 * four when shown (the form printed on bank statements, read and compared a group at a time); masked
 * to their first and last group where they only remind the customer which account it is.
 */

/** The IBAN without spaces, in capitals: what is sent and stored. */
export const compactIban = (typed: string) => typed.replace(/\s/g, '').toUpperCase();

/** An IBAN as typed: 15 to 34 letters and digits once spaces are gone, starting with a country code. */
export const isIbanShaped = (typed: string) => /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compactIban(typed));

/** 'DE89 3704 0044 0532 0130 00'; what is not an IBAN is shown as it came. */
export const groupIban = (iban: string) =>
  isIbanShaped(iban) ? compactIban(iban).replace(/(.{4})(?=.)/g, '$1 ') : iban;

/** 'DE89 •••• 3000': the country, the check digits and the last four; what is not an IBAN as it came. */
export function maskIban(iban: string): string {
  if (!isIbanShaped(iban)) return iban;
  const compact = compactIban(iban);
  return `${compact.slice(0, 4)} •••• ${compact.slice(-4)}`;
}
