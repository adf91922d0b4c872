const moneyFormatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, currency = 'USD'): string {
  let f = moneyFormatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormatters.set(currency, f);
  }
  return f.format(amount);
}

export function formatPrice(price: number, digits: number): string {
  return price.toFixed(digits);
}

let volumeFormat: Intl.NumberFormat | undefined;

/** A trade's volume: up to 4 decimals, none when whole ("2", "0.25"). */
export const formatVolume = (volume: number) =>
  (volumeFormat ??= new Intl.NumberFormat('en', { maximumFractionDigits: 4 })).format(volume);

/**
 * Makes the formatter a signed-in screen needs first, so that loading the browser's number data is
 * a task of its own at start rather than a part of the first render that shows money.
 */
export const prepareMoneyFormat = () => void formatMoney(0);

// Made on first use: the first formatter loads the browser's locale data, a pause no screen should
// pay for merely importing this module.
let timeFormat: Intl.DateTimeFormat | undefined;
let dateFormat: Intl.DateTimeFormat | undefined;

/** "14:05" style, in the reader's time zone. */
export const formatTime = (date: Date) =>
  (timeFormat ??= new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' })).format(date);
/** "Mon, 23 Nov 2026" style, in the reader's time zone. */
export const formatDate = (date: Date) =>
  (dateFormat ??= new Intl.DateTimeFormat('en', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  })).format(date);
