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

/**
 * Uses each format once. The first use of a format in the browser's process loads its locale data (a
 * pause of about 20 ms on a desktop CPU, 80 on a phone's); the checker's worker calls this as it starts
 * (src/lib/check/check-worker.ts), so that the page's thread finds that data loaded and the first
 * screen that shows money or a time does not pay for it.
 */
export function loadLocaleData() {
  formatMoney(0);
  formatVolume(0);
  const date = new Date(0);
  formatTime(date);
  formatDate(date);
}
