/**
 * The most leverage a position may use: the instrument's own most, lowered by the account's cap where
 * the broker sets one (an account capped at 1:30 trades a 1:100 pair at 1:30 at most), and on a retail
 * account by the cap of the instrument's class (the tenant's, else the regulator's: 1:2 on crypto). The
 * ticket offers no more and the server accepts no more.
 */
import type { ClientCategory, LeverageClass } from '@contract/schemas/categories';

/** The regulator's caps for retail customers, by class: what a tenant's settings do not change. */
export const DEFAULT_RETAIL_LEVERAGE_CAPS: Readonly<Record<LeverageClass, number>> = {
  major_pair: 30,
  other_pair: 20,
  gold: 20,
  major_index: 20,
  other_commodity: 10,
  other_index: 10,
  share: 5,
  crypto: 2,
};

/**
 * Each class as a retail cap's reason names it ("Retail accounts trade crypto at up to 1:2."): the
 * server's refusal and the ticket's hint say the same words.
 */
export const LEVERAGE_CLASS_NAMES: Readonly<Record<LeverageClass, string>> = {
  major_pair: 'major currency pairs',
  other_pair: 'other currency pairs',
  gold: 'gold',
  major_index: 'major indices',
  other_commodity: 'other commodities',
  other_index: 'other indices',
  share: 'shares',
  crypto: 'crypto',
};

export type RetailLeverageCaps = Partial<Record<LeverageClass, number>>;

/** What sets the most: the instrument's own terms, the account's cap, or the retail cap of its class. */
export type LeverageLimit = 'instrument' | 'account' | 'retail';

export interface LeverageTerms {
  max: number;
  limit: LeverageLimit;
}

interface Instrument {
  max_leverage: number;
  leverage_class?: LeverageClass | undefined;
}

interface Account {
  max_leverage?: number | undefined;
  client_category?: ClientCategory | undefined;
}

/** An account is retail unless classed professional, as a regulator presumes of every customer. */
export const isRetail = (account: Account | undefined) => account?.client_category !== 'professional';

/** The retail cap of a class: the tenant's where it sets one, else the regulator's. */
export const retailCapOf = (leverageClass: LeverageClass, caps: RetailLeverageCaps | undefined) =>
  caps?.[leverageClass] ?? DEFAULT_RETAIL_LEVERAGE_CAPS[leverageClass];

/**
 * The most leverage, and what sets it: the lowest of the instrument's, the account's cap and, on a
 * retail account, its class's cap. An account not known yet counts as retail, so nothing more is ever
 * offered than a retail account may use.
 */
export function leverageTermsOf(
  instrument: Instrument,
  account: Account | undefined,
  caps: RetailLeverageCaps | undefined,
): LeverageTerms {
  let terms: LeverageTerms = { max: instrument.max_leverage, limit: 'instrument' };
  const accountCap = account?.max_leverage;
  if (accountCap !== undefined && accountCap < terms.max) terms = { max: accountCap, limit: 'account' };
  if (instrument.leverage_class !== undefined && isRetail(account)) {
    const retailCap = retailCapOf(instrument.leverage_class, caps);
    if (retailCap < terms.max) terms = { max: retailCap, limit: 'retail' };
  }
  return terms;
}

export const maxLeverageOf = (
  instrument: Instrument,
  account: Account | undefined,
  caps: RetailLeverageCaps | undefined,
) => leverageTermsOf(instrument, account, caps).max;
