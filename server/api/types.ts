/** Records as the in-memory store keeps them; domain/ turns them into the contract's shapes. */
import type {
  AutoTrader,
  CloseReason,
  Deposit,
  PendingOrder,
  PriceAlert,
  DepositMethod,
  DepositStatus,
  PostalAddress,
  PushKind,
  Role,
  Savings,
  Settings,
  SignInMethod,
  Trade,
  TradingAccount,
  Withdrawal,
  WithdrawalDestination,
  WithdrawalStatus,
} from '@contract/schemas';
import type { InstrumentCosts } from './assets';
import type { requests } from '@contract/schemas';

export type FinancialProfile = (typeof requests.financialProfile)['infer'];
export type DocumentType = (typeof requests.documentType)['infer'];

export interface UserRecord {
  id: number;
  email: string;
  /** PBKDF2 hash as encoded by crypto.ts, never the password. */
  password: string;
  role: Role;
  status: string;
  first_name: string;
  last_name: string;
  avatar: string | null;
  account_id: string;
  balance: number;
  credit_balance: number;
  /** Epoch ms of the last heartbeat; online means within ONLINE_WINDOW_MS. */
  last_seen_at: number | null;
  /**
   * When an app of theirs last looked (a heartbeat, or the 'While you were away' summary read): kept
   * across sign-outs, unlike `last_seen_at`. Absent before the first time.
   */
  looked_at?: number;
  /** The time away the customer has not dismissed yet (epoch ms), domain/away.ts. */
  away?: { since: number; until: number } | null;
  profile: Partial<{
    phone: string;
    date_of_birth: string;
    country_of_residence: string;
    nationality: string;
    address: PostalAddress;
  }>;
  financial_profile: FinancialProfile | null;
  /** Oldest first; ids grow with time. */
  documents: DocumentRecord[];
  /** The instruments the customer starred, in the order they were starred. */
  favourites: number[];
  /** The support desk's side of the customer's conversation. */
  chat: ConversationMeta;
}

/**
 * Open until an admin resolves it; the customer's next message opens it again. Assigned to at most
 * one admin.
 */
export interface ConversationMeta {
  status: 'open' | 'resolved';
  assignee_id: number | null;
}

export type DocumentStatus = 'pending_review' | 'approved' | 'rejected';

/** An identity document sent for review, and the review's outcome. */
export interface DocumentRecord {
  id: number;
  type: DocumentType;
  /** The stored upload; null for the seeded ones, whose bytes never existed. */
  file_id: string | null;
  file_name: string;
  status: DocumentStatus;
  reason: string | null;
  uploaded_at: string;
}

export interface TradeRecord {
  id: number;
  user_id: number;
  /** The number of the account it was opened on (one of the user's), which its P&L belongs to. */
  account_id: string;
  asset_id: number;
  trade_type: 'buy' | 'sell';
  opening_price: number;
  closing_price: number | null;
  volume: number;
  leverage: number;
  /** Prices at which the server closes the position (checked at every tick); null when none is set. */
  stop_loss: number | null;
  take_profit: number | null;
  /** The distance in pips (points on an index) the server keeps the stop-loss behind the price; null for none. */
  trailing_stop_pips: number | null;
  /** Swap charged (negative) or credited so far, in the account's currency. */
  swap: number;
  /** Commission charged so far (negative or 0), in the account's currency. */
  commission: number;
  opened_at: string;
  closed_at: string | null;
  /** Why it closed; null while open. */
  close_reason: CloseReason | null;
  /** Fixed when the trade closes; open trades are valued at the current price. */
  realized_pnl: number | null;
  /** The auto-trader strategy that opened it; absent for the customer's own trades. */
  strategy_id?: string;
}

export interface AttachmentRecord {
  id: number;
  file_id: string;
  file_name: string;
  download_url: string;
  is_image: boolean;
}

/**
 * Times are epoch ms, made ISO strings only when answered: the seed holds tens of thousands of
 * messages, and formatting every time up front was most of its cost.
 */
export interface MessageRecord {
  id: number;
  customer_id: number;
  sender_id: number;
  is_admin: boolean;
  message: string;
  attachments: readonly AttachmentRecord[];
  created_at: number;
  read_at: number | null;
  client_id: string | null;
}

export interface NotificationRecord {
  id: string;
  user_id: number;
  title: string;
  message: string;
  color: string;
  read: boolean;
  created_at: string;
  /** The trading account it is about, when it is about one. */
  account_id?: string;
  /** What it is about (a security notice: a sign-in, a password ...), as Web Push sorts it. */
  kind?: PushKind;
}

/** What is known of an uploaded file; its bytes stay in the file store's storage. */
export interface StoredFile {
  /** Long random id: the URL is the capability, so it must not be guessable. */
  id: string;
  owner_id: number;
  name: string;
  type: string;
  size: number;
}

/**
 * A deposit as the store keeps it. Of a card only the last four digits ever reach this record: the
 * number and the CVC live in the request that carried them and nowhere after it.
 */
export interface DepositRecord {
  id: number;
  user_id: number;
  method: DepositMethod;
  /** Canonical decimal string in `currency` (2 decimals for money, up to 8 for crypto). */
  amount: string;
  currency: string;
  status: DepositStatus;
  created_at: string;
  updated_at: string;
  card_last4: string | null;
  crypto_id: string | null;
  wallet_id: string | null;
  network: string | null;
  tx_hash: string | null;
  reference: string | null;
  /** The proof's stored file; its URL is a capability, so only the name is ever answered. */
  proof_file_id: string | null;
  proof_file_name: string | null;
  reason: string | null;
  /** What approval added to the balance, in account-currency cents (a crypto deposit's value then). */
  credited_minor: number | null;
}

export interface WithdrawalRecord {
  id: number;
  user_id: number;
  amount: string;
  /** `amount` in cents, so sums of pending requests are integer arithmetic. */
  amount_minor: number;
  currency: string;
  status: WithdrawalStatus;
  destination: WithdrawalDestination;
  created_at: string;
  updated_at: string;
  reason: string | null;
}

export interface SavingsMoveRecord {
  id: number;
  kind: 'deposit' | 'withdrawal' | 'interest';
  amount_minor: number;
  created_at: string;
}

/** A customer's savings pot, in the currency of their live account. */
export interface SavingsRecord {
  balance_minor: number;
  /** Oldest first. */
  history: SavingsMoveRecord[];
}

/** The customer's one auto-trader, running or paused; a stopped one is removed. */
export interface AutoTraderRecord {
  strategy_id: string;
  allocation_minor: number;
  status: 'running' | 'paused';
  started_at: string;
}

/** What each call that takes an Idempotency-Key answers. */
export interface IdempotentData {
  'deposits/card': Deposit;
  'deposits/crypto': Deposit;
  'deposits/wire': Deposit;
  withdrawals: Withdrawal;
  'savings/deposit': Savings;
  'savings/withdraw': Savings;
  'auto-trader': AutoTrader;
  orders: Trade;
  'trades/close': Trade;
  'pending-orders': PendingOrder;
}

/**
 * The first answer to an idempotency key, which call it answered and a digest of the request it
 * answered (a retry must be the same request).
 */
export type IdempotentAnswer = {
  [E in keyof IdempotentData]: { endpoint: E; data: IdempotentData[E]; fingerprint: string };
}[keyof IdempotentData];

/** A signed-in session: whose it is, and an id that names it anywhere the token must not go. */
/** Where a sign-in came from, as the request said: its user agent and the client's address. */
export interface DeviceRecord {
  user_agent: string;
  address: string;
}

export interface SessionRecord extends DeviceRecord {
  userId: number;
  /** Random, not derived from the token: it is sent to the client and to the Pusher service. */
  id: string;
  method: SignInMethod;
  /** Epoch ms. */
  signed_in_at: number;
  /** Epoch ms of its latest authenticated call. */
  last_active_at: number;
  /** When this session last proved it is its user (domain/step-up.ts), on the store's clock. */
  steppedUpAt?: number;
  /**
   * A sign-in link's session that no device has opened yet: its device, and its entry in the login
   * history, are those of the first call made with it (domain/sign-ins.ts `openSignInLink`).
   */
  unopened?: true;
}

/** One entry of a user's login history. */
export interface SignInRecord extends DeviceRecord {
  at: string;
  method: SignInMethod;
  result: 'success' | 'failure';
}

/** A user's authenticator-app two-factor, from its setup on (domain/two-factor.ts). */
export interface TwoFactorRecord {
  /** Base32. The server must read it to check codes, so it cannot be kept as a hash. */
  secret: string;
  /** False until the user typed a code of it: a secret their app may not have is no second factor. */
  enabled: boolean;
  /** SHA-256 of each unused recovery code. */
  recoveryCodes: string[];
  /** The last time step whose code was accepted (-1: none); only a later one passes. */
  lastStep: number;
}

export interface StoreState {
  settings: Settings;
  users: Map<number, UserRecord>;
  /** Bearer token -> its session. */
  tokens: Map<string, SessionRecord>;
  /** User id -> their sign-ins and failed attempts, oldest first, the newest LOGIN_HISTORY_LIMIT. */
  signIns: Map<number, SignInRecord[]>;
  /** User id -> their two-factor, once they started setting it up. */
  twoFactor: Map<number, TwoFactorRecord>;
  /** Second steps of sign-ins waiting for a code: challenge id -> whose, and until when. */
  signInChallenges: Map<string, { userId: number; expiresAt: number }>;
  accounts: Map<number, TradingAccount[]>;
  trades: TradeRecord[];
  /**
   * Chronological: the store's clock stamps messages strictly increasing. Add through
   * store.addMessage(), which keeps the per-customer index in step.
   */
  messages: MessageRecord[];
  notifications: NotificationRecord[];
  licenses: Set<string>;
  /** `${sender_id}:${client_id}` -> the message, so a resent message is answered, not duplicated. */
  sentByClientId: Map<string, MessageRecord>;
  /** Oldest first (ids and times both increase). */
  deposits: DepositRecord[];
  withdrawals: WithdrawalRecord[];
  /** Trading account id -> its balance in cents, for demo accounts (a live one's is the user's balance). */
  demoBalances: Map<number, number>;
  /** User id -> savings; a customer without an entry has never saved. */
  savings: Map<number, SavingsRecord>;
  /** User id -> the active auto-trader. */
  autoTraders: Map<number, AutoTraderRecord>;
  /** Numbers of the accounts told of a margin call and not yet back above its level: told once. */
  marginCalled: Set<string>;
  /**
   * Numbers of the accounts told that their stop-out waits for a closed or halted market to open, and
   * not yet back at or above their close-out level: told once.
   */
  stopOutWaiting: Set<string>;
  /** The support desk's saved replies, the tenant's, in the order they were made. */
  cannedReplies: CannedReplyRecord[];
  /**
   * Every change of a trading account's balance since the store was loaded, oldest first: what an
   * account statement lists. Written only by changeBalance (domain/accounts.ts), so no balance moves
   * without its entry. Seeded balances have no entries: a statement counts back from the balance.
   */
  ledger: LedgerEntry[];
  /** The tenant's swap and commission where they differ from an instrument's defaults, by asset id. */
  instrumentCosts: Map<number, InstrumentCosts>;
  /** When the daily rollover last charged swap (epoch ms); null until the clock is first read. */
  lastRollover: number | null;
  /**
   * Pending orders, oldest first, with those that came to an end (filled, cancelled, expired,
   * refused): the server checks the pending ones at every tick (domain/pending-orders.ts).
   */
  pendingOrders: PendingOrderRecord[];
  /** Price alerts, oldest first, the triggered ones among them: checked at every tick (domain/price-alerts.ts). */
  priceAlerts: PriceAlertRecord[];
  /**
   * Web Push subscriptions, one per device (endpoint) and session: each goes with the session that
   * made it, so a device signed out is sent nothing more (domain/push.ts).
   */
  pushSubscriptions: PushSubscriptionRecord[];
  /** Every user's passkeys, oldest first (domain/passkeys.ts). */
  passkeys: PasskeyRecord[];
  /** Passkey ceremonies begun and not yet finished, by key (domain/passkeys.ts); each used once. */
  passkeyChallenges: Map<string, PasskeyChallenge>;
}

/** A price alert as the store keeps it: its owner beside the contract's fields. */
export interface PriceAlertRecord extends PriceAlert {
  user_id: number;
}

export interface PushSubscriptionRecord {
  id: number;
  user_id: number;
  /** The id of the session that subscribed (SessionRecord.id). */
  session_id: string;
  endpoint: string;
  /** The device's keys the payload is encrypted with (RFC 8291), base64url. */
  keys: { p256dh: string; auth: string };
  device_name: string;
  kinds: PushKind[];
  created_at: string;
}

/** A WebAuthn credential a user registered: what verifying its assertions needs, and its name. */
export interface PasskeyRecord {
  id: number;
  user_id: number;
  /** The credential's id as base64url, as assertions name it. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter as last seen; 0 for authenticators that keep none. */
  counter: number;
  transports: string[];
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** Why a passkey ceremony was begun: each is finished only by the call of its own kind. */
export type PasskeyPurpose = 'register' | 'sign_in' | 'step_up';

/** A challenge handed out, with the origin and RP id it was handed out for. */
export interface PasskeyChallenge {
  purpose: PasskeyPurpose;
  challenge: string;
  origin: string;
  rp_id: string;
  /** The session that asked (registration and step-up); null for a sign-in, which has none yet. */
  session_id: string | null;
  /** Epoch ms after which it is refused. */
  expires_at: number;
}

/** A pending order as the store keeps it: its owner beside the contract's fields. */
export interface PendingOrderRecord extends PendingOrder {
  user_id: number;
}

/** What moved a balance: each is a line of the account statement. */
export type LedgerKind =
  'deposit' | 'withdrawal' | 'trade' | 'swap' | 'commission' | 'interest' | 'savings' | 'adjustment';

export interface LedgerEntry {
  id: number;
  /** The number of the trading account whose balance moved. */
  account_id: string;
  kind: LedgerKind;
  /** Signed cents in the account's currency: what was added (taken when negative). */
  amount_minor: number;
  /** The balance after it, in cents. */
  balance_minor: number;
  /** What it was for, as the statement names it: e.g. the trade's, deposit's or withdrawal's id. */
  reference: string;
  created_at: string;
}

export interface CannedReplyRecord {
  id: number;
  title: string;
  /** May hold placeholders ({first_name}, {last_name}, {account_id}), filled in when used. */
  text: string;
}
