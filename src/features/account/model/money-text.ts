/**
 * A decimal string from the API shown as money ("-1234.5" in USD → "-$1,234.50"). Intl formats the
 * string itself, so no amount passes through a float on its way to the screen.
 */
export function moneyText(decimal: string, currency: string): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency, minimumFractionDigits: 2 }).format(
      decimal as unknown as number,
    );
  } catch {
    return `${decimal} ${currency}`;
  }
}
