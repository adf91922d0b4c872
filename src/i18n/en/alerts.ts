import type { AlertDirection, AlertSide } from '@contract';

/** Price alerts: the form that sets one (from a market's row or the chart) and the Alerts list. */
export const alerts = {
  title: 'Price alerts',
  /** The link to the list, beside the market watch. */
  link: 'Price alerts',
  /** A market row's and the chart's button, named with the instrument. */
  alertMe: 'Alert me',
  alertMeLabel: (symbol: string) => `Alert me about ${symbol}`,
  /** The form's heading: 'Alert me when EUR/USD goes above …' */
  formTitle: (symbol: string, direction: AlertDirection) =>
    `Alert me when ${symbol} goes ${direction === 'above' ? 'above' : 'below'} …`,
  direction: 'Goes',
  directions: { above: 'Above', below: 'Below' } satisfies Record<AlertDirection, string>,
  side: 'On the',
  sides: { bid: 'Bid', ask: 'Ask' } satisfies Record<AlertSide, string>,
  sidesInText: { bid: 'bid', ask: 'ask' } satisfies Record<AlertSide, string>,
  price: 'Price',
  /** Under the price: where the watched price stands now. */
  priceNow: (side: string, price: string) => `The ${side} is ${price} now.`,
  set: 'Set alert',
  setFailed: 'The alert was not set. Please try again.',
  /** 'EUR/USD bid above 1.09000': how the list, buttons and toasts name an alert. */
  name: (symbol: string, side: string, direction: AlertDirection, price: string) =>
    `${symbol} ${side} ${direction} ${price}`,
  wasSet: (alert: string) => `Alert set: ${alert}`,
  limit: (max: number) => `You can keep up to ${max} active price alerts. Delete one to set another.`,
  errors: {
    empty: 'Enter the price.',
    invalid: 'Enter the price as a number.',
    tooPrecise: (digits: number) => `Use at most ${digits} decimals.`,
    wrongSide: (direction: AlertDirection, side: string, price: string) =>
      `The price must be ${direction} the ${side} of ${price}.`,
  },
  loading: 'Loading price alerts…',
  failed: 'The price alerts could not be loaded.',
  none: 'No price alerts. Set one from a market with Alert me.',
  activeTitle: 'Active',
  triggeredTitle: 'Triggered',
  noneTriggered: 'None has gone off yet.',
  /** A triggered alert: when it went off and at what price. */
  wentOffAt: 'Went off',
  atPrice: (price: string) => `at ${price}`,
  /** The toast when one goes off while the app is open. */
  wentOff: (alert: string, side: string, price: string) =>
    `Price alert: ${alert}. The ${side} reached ${price}.`,
  unknownAsset: (id: number) => `Instrument #${id}`,
  change: 'Change',
  changeLabel: (alert: string) => `Change alert ${alert}`,
  save: 'Save changes',
  back: 'Back',
  changed: (alert: string) => `Alert changed: ${alert}`,
  changeFailed: 'The alert was not changed. Please try again.',
  remove: 'Delete',
  removeLabel: (alert: string) => `Delete alert ${alert}`,
  removed: (alert: string) => `Alert deleted: ${alert}`,
  removeFailed: 'The alert was not deleted. Please try again.',
};
