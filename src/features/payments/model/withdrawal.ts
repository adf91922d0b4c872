/** A BIC (SWIFT code) as typed: 8 or 11 letters and digits once spaces are gone. */
export const isBicShaped = (typed: string) =>
  /^[A-Z0-9]{8}(?:[A-Z0-9]{3})?$/.test(typed.replace(/\s/g, '').toUpperCase());
