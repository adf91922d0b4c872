/**
 * The wire vocabulary: every entity the API sends, as arktype schemas. The page checks each answer
 * with validators generated from these when the app is built (contract/validators.ts), and the
 * reference backend's contract tests validate its own answers with the same schemas, so the two
 * cannot drift.
 */
import { type } from 'arktype';
import { assetCategories, clientCategories, leverageClasses } from './categories.ts';
import { bidNotAboveAsk, isIsoInstant, volumesInOrder } from './predicates.ts';

/** A date or time as the server writes it, for display only: any string passes. */
const dateText = type('string');
const hexColor = type(/^#[0-9a-fA-F]{6}$/);

export const settingsSchema = type({
  status: 'string',
  name: 'string',
  'maintenanceMessage?': 'string | null',
  'contactEmail?': 'string | null',
  must_verify_account: 'boolean',
  'website_url?': 'string | null',
  'logo?': 'string | null',
  'favicon?': 'string | null',
  /** Tenant accent colour; only a plain hex colour is accepted so it can go straight into CSS. */
  'accent_color?': hexColor.or('null'),
  /**
   * Margin levels (equity ÷ margin, in %) at which the broker warns a customer (margin call) and
   * closes their positions, the largest loss first (stop-out).
   */
  'margin_call_level?': '0 < number <= 10000',
  'stop_out_level?': '0 < number <= 10000',
  /**
   * The most leverage a retail account may use, by the instrument's class; a class not named here is
   * capped at the regulator's (contract/rules/leverage.ts).
   */
  'retail_leverage_caps?': type({
    'major_pair?': 'number.integer >= 1',
    'other_pair?': 'number.integer >= 1',
    'gold?': 'number.integer >= 1',
    'major_index?': 'number.integer >= 1',
    'other_commodity?': 'number.integer >= 1',
    'other_index?': 'number.integer >= 1',
    'share?': 'number.integer >= 1',
    'crypto?': 'number.integer >= 1',
  }),
  /** The share of the provider's retail accounts that lose money on CFDs (%), which its risk warning names; null: none. */
  'retail_loss_percent?': '0 <= number.integer <= 100 | null',
});
export type Settings = typeof settingsSchema.infer;

export const notificationSchema = type({
  id: 'string',
  title: 'string',
  message: 'string',
  color: 'string',
  read: 'boolean',
  'created_at?': dateText,
  /** The trading account it is about (its number), when it is about one. */
  'account_id?': 'string',
});
export type Notification = typeof notificationSchema.infer;

export const roleSchema = type("'customer' | 'admin'");
export type Role = typeof roleSchema.infer;

export const userSchema = type({
  id: 'number.integer',
  status: 'string',
  role: roleSchema,
  balance: 'number',
  credit_balance: 'number',
  notifications: notificationSchema.array(),
  first_name: 'string',
  last_name: 'string',
  email: 'string',
  avatar: 'string | null',
  account_id: 'string',
  'is_online?': 'boolean',
  'unread_count?': 'number.integer >= 0',
  /**
   * Realised P&L of every closed trade, in the account currency, as the server keeps it. Optional on
   * the wire so a session stored before the field existed still restores; /user refreshes it at start.
   */
  'lifetime_pnl?': 'number',
});
export type User = typeof userSchema.infer;

/** What the admin user list shows of each customer. */
export const chatUserSchema = type({
  id: 'number.integer',
  first_name: 'string',
  last_name: 'string',
  email: 'string',
  avatar: 'string | null',
  account_id: 'string',
  status: 'string',
  is_online: 'boolean',
  unread_count: 'number.integer >= 0',
  'last_message_at?': 'string | null',
  /** The conversation's latest message, for the inbox's preview. */
  'last_message?': type({ message: 'string', is_admin: 'boolean', file_name: 'string | null' }).or('null'),
  /** The desk's state of the conversation: resolved until the customer writes again. */
  'conversation_status?': "'open' | 'resolved'",
  /** The admin the conversation is assigned to. */
  'assignee?': type({ id: 'number.integer', name: 'string' }).or('null'),
});
export type ChatUser = typeof chatUserSchema.infer;

/**
 * An admin of the support desk, for its assignment: `online` as a customer's `is_online` (a heartbeat
 * within the last 90 s), so the desk knows whether anyone else is there to hand a conversation to.
 */
export const deskAdminSchema = type({
  id: 'number.integer',
  name: 'string',
  email: 'string',
  online: 'boolean',
});
export type DeskAdmin = typeof deskAdminSchema.infer;

/** A saved reply of the support desk; its text may hold {first_name}, {last_name}, {account_id}. */
export const cannedReplySchema = type({ id: 'number.integer', title: 'string', text: 'string' });
export type CannedReply = typeof cannedReplySchema.infer;

/** 'HH:MM' in UTC, from 00:00 to 23:59. */
const clockTime = type(/^(?:[01]\d|2[0-3]):[0-5]\d$/);
/** A moment with its time and zone, as the server writes it: '2026-11-29T22:00:00.000Z'. */
const isoInstant = type('string').narrow(isIsoInstant).describe('a date and time in ISO 8601');

/**
 * One weekly session of an instrument, in UTC (read by contract/rules/market-hours.ts): it opens on `day`
 * (0 = Sunday) at `open` and closes at the next `close`, the next day when `close` is not later.
 */
export const tradingSessionSchema = type({
  day: '0 <= number.integer <= 6',
  open: clockTime,
  close: clockTime,
});
export type TradingSession = typeof tradingSessionSchema.infer;

/**
 * Whether an instrument trades now, as the server saw it when it answered: `next_open` is when a
 * closed market opens again (null if the broker names no time); an open or halted one has none.
 */
export const marketSchema = type({ state: "'open' | 'halted'", next_open: 'null' }).or({
  state: "'closed'",
  next_open: isoInstant.or('null'),
});
export type Market = typeof marketSchema.infer;

export const assetSchema = type({
  id: 'number.integer',
  symbol: 'string',
  name: 'string',
  /** The kind of market it is, which a market watch filters by. */
  category: type.enumerated(...assetCategories),
  digits: '0 <= number.integer <= 8',
  /** The mid between the bid and the ask ((bid + ask) ÷ 2), what the spec's "price" of an instrument is. */
  price: 'number > 0',
  /** What a sell fills at and a buy position is valued at, to the instrument's digits. */
  bid: 'number > 0',
  /** What a buy fills at and a sell position is valued at: the bid plus the spread, never below it. */
  ask: 'number > 0',
  /** The currency its prices, P&L and margin are in (ISO 4217); USD where the broker names none. */
  'quote_currency?': /^[A-Z]{3}$/,
  /** The currency (or coin, or metal) one unit is of; indices, energy and synthetics have none. */
  'base_currency?': /^[A-Z]{3}$/,
  /** Units in one lot. Volumes below are in units, as a trade's `volume` is. */
  contract_size: 'number > 0',
  min_volume: 'number > 0',
  max_volume: 'number > 0',
  volume_step: 'number > 0',
  /**
   * How far its price moves in one pip (a pair: forex, metals, crypto) or point (an index, a
   * commodity, a synthetic), by the broker's convention (contract/rules/pips.ts): 0.0001 for EUR/USD.
   */
  pip_size: 'number > 0',
  max_leverage: 'number.integer >= 1',
  /** The class a retail account's leverage on it is capped by; none: no retail cap applies. */
  'leverage_class?': type.enumerated(...leverageClasses),
  /** The instrument's week; none at all means it does not trade. */
  trading_hours: tradingSessionSchema.array().atMostLength(64),
  market: marketSchema,
  /**
   * The trading day (22:00 to 22:00 UTC) from the daily candles: its high and low, and the close of
   * the day before it (null when there is none). While the market has not traded today, the day is
   * the last one it traded, as a broker's watch shows Friday's figures at the weekend.
   */
  day: { prev_close: 'number > 0 | null', high: 'number > 0', low: 'number > 0' },
})
  .narrow(volumesInOrder)
  .narrow(bidNotAboveAsk);
export type Asset = typeof assetSchema.infer;
/** What names an asset and formats its prices: the asset without its prices and day, which move. */
export type AssetName = Omit<Asset, 'price' | 'bid' | 'ask' | 'day'>;

export const tradingAccountSchema = type({
  id: 'number.integer',
  account_id: 'string',
  type: "'live' | 'demo'",
  currency: 'string',
  /** The most leverage the account may use on any instrument; none: each instrument's own most. */
  'max_leverage?': 'number.integer >= 1',
  /** Retail (the regulator's protections: leverage caps, no negative balance) unless professional; none: retail. */
  'client_category?': type.enumerated(...clientCategories),
  /** The margin level (%) at which its positions are closed; none: the tenant's stop-out level. */
  'margin_close_out_level?': '0 < number <= 10000',
});
export type TradingAccount = typeof tradingAccountSchema.infer;

/** A lower-case slug: these ids are path segments of the deposit pages. */
const urlId = type(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
/** Money the user moves is a decimal string, never a float. */
const decimalAmount = type(/^\d+(?:\.\d+)?$/);

/** One address the tenant receives a crypto currency on, on one network. */
export const cryptoWalletSchema = type({
  id: urlId,
  network: 'string > 0',
  address: 'string > 0',
  min_deposit: decimalAmount,
  /** The most one deposit notice may claim, in the currency's units. */
  max_deposit: decimalAmount,
});
export type CryptoWallet = typeof cryptoWalletSchema.infer;

/** A crypto currency the tenant takes deposits in; one currency may arrive on several networks. */
export const cryptoCurrencySchema = type({
  id: urlId,
  name: 'string > 0',
  symbol: 'string > 0',
  wallets: cryptoWalletSchema.array(),
});
export type CryptoCurrency = typeof cryptoCurrencySchema.infer;

export const siteDataSchema = type({
  assets: assetSchema.array(),
  accounts: tradingAccountSchema.array(),
  /** The crypto currencies the tenant takes deposits in, in the order it offers them (maybe none). */
  cryptos: cryptoCurrencySchema.array(),
});
export type SiteData = typeof siteDataSchema.infer;

export const closeReasonSchema = type(
  "'customer' | 'stop_loss' | 'take_profit' | 'trailing_stop' | 'stop_out' | 'auto_trader' | 'broker'",
);
export type CloseReason = typeof closeReasonSchema.infer;

export const tradeSchema = type({
  id: 'number.integer',
  /** The number of the trading account it belongs to (`TradingAccount.account_id`). */
  account_id: 'string',
  asset_id: 'number.integer',
  trade_type: "'buy' | 'sell'",
  opening_price: 'number',
  closing_price: 'number | null',
  volume: 'number > 0',
  leverage: 'number >= 1',
  /** The price at which the server closes it at a loss, or null; on the far side of the price. */
  stop_loss: 'number > 0 | null',
  /** The price at which the server closes it at a profit, or null. */
  take_profit: 'number > 0 | null',
  /**
   * The distance in pips (points on an index) the server keeps the stop-loss behind the price, moving
   * it only in the customer's favour; null for none. Optional on the wire, as the costs below.
   */
  'trailing_stop_pips?': 'number > 0 | null',
  /** Swap charged (negative) or credited so far, in the account's currency. */
  'swap?': 'number',
  /** Commission charged so far (negative or 0), in the account's currency. */
  'commission?': 'number',
  /** The P&L at the current price (or realised, once closed), without swap and commission. */
  pnl: 'number',
  opened_at: dateText,
  closed_at: 'string | null',
  /**
   * Why a closed trade closed (null while open): its owner, a stop the server triggered, a stop-out,
   * the auto-trader or the broker. Optional on the wire so a list kept from before the field existed
   * still reads.
   */
  'close_reason?': closeReasonSchema.or('null'),
  /**
   * The auto-trader strategy that opened it, named as the broker names it; null for the customer's
   * own. Optional on the wire so a list kept from before the field existed still reads.
   */
  'strategy?': type({ id: 'string', name: 'string' }).or('null'),
});
export type Trade = typeof tradeSchema.infer;

export const tradePageSchema = type({
  data: tradeSchema.array(),
  meta: { current_page: 'number.integer >= 1', 'last_page?': 'number.integer >= 1', 'total?': 'number' },
  links: { next: 'string | null' },
});
export type TradePage = typeof tradePageSchema.infer;

export const attachmentSchema = type({
  id: 'number.integer | string',
  file_name: 'string',
  download_url: 'string',
  is_image: 'boolean',
});
export type Attachment = typeof attachmentSchema.infer;

export const chatMessageSchema = type({
  id: 'number.integer | string',
  message: 'string',
  sender_id: 'number.integer',
  sender: { 'first_name?': 'string', 'name?': 'string', 'avatar?': 'string | null' },
  is_admin: 'boolean',
  created_at: dateText,
  read_at: 'string | null',
  attachments: attachmentSchema.array(),
  /** Echo of the client-generated id, so a resent offline message is recognised, not duplicated. */
  'client_id?': 'string | null',
  'customer_id?': 'number.integer',
});
export type ChatMessage = typeof chatMessageSchema.infer;

/** One point of an instrument's price history: the last price of that second (unix seconds). */
export const pricePointSchema = type({ time: 'number.integer >= 0', price: 'number > 0' });
export type PricePoint = typeof pricePointSchema.infer;

/**
 * One candle of an instrument's price (GET /prices/{assetId}/candles): `time` is its start in unix
 * seconds (contract/rules/candles.ts), the prices those the engine recorded in it.
 */
export const candleSchema = type({
  time: 'number.integer >= 0',
  open: 'number > 0',
  high: 'number > 0',
  low: 'number > 0',
  close: 'number > 0',
});
export type Candle = typeof candleSchema.infer;

/**
 * The price feed's `data:update`: each instrument's bid, ask (the bid plus the spread) and `price`,
 * the mid between them ((bid + ask) ÷ 2), as /data's assets carry them.
 */
export const priceUpdateSchema = type({
  id: 'number.integer',
  price: 'number > 0',
  bid: 'number > 0',
  ask: 'number > 0',
})
  .narrow(bidNotAboveAsk)
  .array();
export type PriceUpdate = typeof priceUpdateSchema.infer;

/**
 * The price feed's `markets:update`: instruments whose market changed (all of them when a client
 * subscribes), each with its market as /data would answer it now.
 */
export const marketUpdateSchema = type({ id: 'number.integer', market: marketSchema }).array();
export type MarketUpdate = typeof marketUpdateSchema.infer;

/**
 * Client-side entities that no call sends but the app derives and keeps: schemas so a restored copy
 * is checked like any answer.
 */
export const accountSummarySchema = type({
  balance: 'number',
  credit: 'number',
  equity: 'number',
  margin: 'number >= 0',
  /** Percentage with 2 decimals, or null for ∞ when there is no margin in use. */
  marginLevel: 'number | null',
  freeMargin: 'number',
  pnl: 'number',
  lifetimePnl: 'number',
});
export type AccountSummary = typeof accountSummarySchema.infer;

export const realtimeStatusSchema = type({ state: "'disconnected' | 'connecting' | 'connected'" }).or({
  state: "'failed'",
  error: 'string',
});
export type RealtimeStatus = typeof realtimeStatusSchema.infer;
