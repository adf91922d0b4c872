/**
 * Request and answer shapes of every call the app makes. Answers are Laravel-shaped: `{ success,
 * message?, data }`; invalid input is 422 `{ message, errors }`. The reference backend validates its
 * inputs with the request schemas below.
 */
import { type } from 'arktype';
import { isCountrySlug } from './countries.ts';
import {
  ISO_DATE_PATTERN,
  isCalendarDate,
  isJsonText,
  isPlainText,
  MAX_CANNED_TEXT,
  MAX_CANNED_TITLE,
  MAX_NAME_LENGTH,
  PHONE_PATTERN,
} from './predicates.ts';
import {
  chatMessageSchema,
  cannedReplySchema,
  chatUserSchema,
  deskAdminSchema,
  notificationSchema,
  candleSchema,
  pricePointSchema,
  settingsSchema,
  siteDataSchema,
  tradePageSchema,
  tradeSchema,
  userSchema,
} from './entities.ts';
import { pendingOrderSchema } from './orders.ts';
import { priceAlertSchema } from './alerts.ts';

export const errorBodySchema = type({
  message: 'string',
  'errors?': type({ '[string]': 'string[]' }),
  /** A 401's: why the session ended (rules.ts SESSION_END_REASONS; another word is no reason). */
  'reason?': 'string',
  /** A 403's: the call needs a fresh proof that it is the user (POST /auth/step-up), by one of `methods`. */
  'step_up_required?': 'boolean',
  'methods?': 'string[]',
});
export type ErrorBody = typeof errorBodySchema.infer;

export const api = {
  /** GET /settings */
  settings: type({ 'success?': 'boolean', data: settingsSchema }),
  /** GET /user */
  user: type({ 'success?': 'boolean', data: userSchema }),
  /** GET /data */
  siteData: type({ 'success?': 'boolean', data: siteDataSchema }),
  /** POST /auth/login, POST /auth/register */
  auth: type({ 'success?': 'boolean', 'message?': 'string', data: { token: 'string', user: userSchema } }),
  /** POST /auth/check-email */
  checkEmail: type({
    success: 'boolean',
    'message?': 'string',
    'data?': { available: 'boolean', 'country?': 'string | null' },
  }),
  /** POST /auth/forgot-password: the same answer whether or not the address exists. */
  forgotPassword: type({ success: 'boolean', message: 'string' }),
  /** GET /open/trades?page=n, GET /closed/trades?page=n */
  trades: tradePageSchema,
  /** GET /prices/{assetId}/history?points=n: oldest first, one point per second, at most 500. */
  priceHistory: type({ 'success?': 'boolean', data: pricePointSchema.array() }),
  /**
   * GET /prices/{assetId}/candles?timeframe=&count=&to=: the `count` newest candles of the timeframe
   * starting before `to` (unix seconds, exclusive; the forming candle included without it), oldest first.
   */
  candles: type({ 'success?': 'boolean', data: candleSchema.array() }),
  /** GET /chat/messages?page=n[&customer_id][&after] */
  chatMessages: type({
    'success?': 'boolean',
    data: chatMessageSchema.array(),
    next_page_url: 'string | null',
  }),
  /** POST /chat/messages */
  chatMessage: type({ 'success?': 'boolean', 'message?': 'string', data: chatMessageSchema }),
  /** POST /chat/upload */
  chatUpload: type({
    'success?': 'boolean',
    data: { url: 'string', file_name: 'string', is_image: 'boolean' },
  }),
  /** POST /chat/read: marks the other side's messages read; answers how many changed. */
  chatRead: type({ 'success?': 'boolean', data: { updated: 'number.integer >= 0' } }),
  /** GET /chat/unread-count */
  unreadCount: type({ 'success?': 'boolean', data: { unread_count: 'number.integer >= 0' } }),
  /** GET /admin/users */
  adminUsers: type({ 'success?': 'boolean', data: chatUserSchema.array() }),
  /** GET /admin/chat/search?q=: newest first, at most 20. */
  messageSearch: type({
    'success?': 'boolean',
    data: type({
      message: chatMessageSchema,
      customer: { id: 'number.integer', first_name: 'string', last_name: 'string' },
    }).array(),
  }),
  /** GET /admin/canned-replies */
  cannedReplies: type({ 'success?': 'boolean', data: cannedReplySchema.array() }),
  /** POST /admin/canned-replies, PATCH /admin/canned-replies/{id} */
  cannedReply: type({ 'success?': 'boolean', 'message?': 'string', data: cannedReplySchema }),
  /** PATCH /admin/chat/conversations/{customer_id}: the customer's entry as it now stands. */
  conversation: type({ 'success?': 'boolean', data: chatUserSchema }),
  /** GET /admin/admins: every admin, with whether they are online. */
  admins: type({ 'success?': 'boolean', data: deskAdminSchema.array() }),
  /** POST /notifications/{id}/read */
  notificationRead: type({ 'success?': 'boolean', data: notificationSchema }),
  /** POST /user/heartbeat */
  ok: type({ success: 'boolean', 'message?': 'string' }),
  /** GET /get/s with X-License: `true`, or an object whose success says whether the code is valid. */
  license: type('boolean').or({ success: 'boolean', 'message?': 'string' }),
  /** POST /broadcasting/auth */
  broadcastingAuth: type({ auth: 'string', 'channel_data?': 'string' }),
  /**
   * POST /broadcasting/user-auth: Pusher's user authentication, sent as `pusher:signin`. `user_data`
   * is JSON whose `id` names the session (pusher-js refuses a sign-in without one).
   */
  userAuth: type({ auth: 'string', user_data: type('string').narrow(isJsonText).describe('JSON') }),
  /** GET /onboarding, POST /onboarding/financial-profile, POST /onboarding/documents */
  onboarding: type({
    'success?': 'boolean',
    data: {
      financial_profile_done: 'boolean',
      /** A document sent that is in review or approved. */
      id_check_done: 'boolean',
      /** Where the review of the identity stands: verification is complete only once it is verified. */
      identity: "'verified' | 'in_review' | 'rejected' | 'not_started'",
    },
  }),
  /** GET /favourites, PUT and DELETE /favourites/{asset_id}: the instruments the customer starred. */
  favourites: type({ 'success?': 'boolean', data: { asset_ids: 'number.integer > 0[]' } }),
  /** GET /onboarding/next-steps: which of the dashboard's first steps the customer has taken. */
  nextSteps: type({
    'success?': 'boolean',
    data: { verified: 'boolean', funded: 'boolean', traded: 'boolean', contacted_support: 'boolean' },
  }),
  error: errorBodySchema,
} as const;

/** Every free-text field of a request is one of these, so the rule holds everywhere at once. */
const plainText = type('string').narrow(
  (text, ctx) => isPlainText(text) || ctx.mustBe('text without control characters or broken characters'),
);

/**
 * Free text that must say something: its length is judged once it is trimmed (JavaScript's trim
 * takes every Unicode space, the no-break space among them), so a title of spaces is not a title,
 * and the trimmed text is what the schema hands on.
 */
const trimmedText = (min: number, max: number) =>
  plainText.pipe((text) => text.trim()).to(type('string').atLeastLength(min).atMostLength(max));

const countrySlug = type('string').narrow(
  (value, ctx) => isCountrySlug(value) || ctx.mustBe('one of the countries offered'),
);

export const requests = {
  login: type({ email: 'string.email', password: 'string >= 1' }),
  checkEmail: type({ email: 'string.email' }),
  forgotPassword: type({ email: 'string.email' }),
  register: type({
    email: 'string.email',
    password: 'string >= 8',
    first_name: trimmedText(1, MAX_NAME_LENGTH),
    last_name: trimmedText(1, MAX_NAME_LENGTH),
    phone: PHONE_PATTERN,
    /** A real date; whether its owner is an adult depends on the day, which the server checks. */
    date_of_birth: type(ISO_DATE_PATTERN).narrow(
      (text, ctx) => isCalendarDate(text) || ctx.mustBe('a valid date'),
    ),
    country_of_residence: countrySlug,
    nationality: countrySlug,
    agree_privacy: 'true',
  }),
  financialProfile: type({
    employment_status: "'employed' | 'self_employed' | 'unemployed' | 'retired' | 'student'",
    annual_income: "'under_25k' | '25k_50k' | '50k_100k' | 'over_100k'",
    net_worth: "'under_25k' | '25k_100k' | '100k_500k' | 'over_500k'",
    source_of_funds: "'salary' | 'savings' | 'investments' | 'inheritance' | 'other'",
    trading_experience: "'none' | 'some' | 'experienced'",
  }),
  /** POST /onboarding/documents is multipart: document_type plus file (image or PDF, at most 10 MB). */
  documentType: type("'passport' | 'national_id' | 'driving_licence'"),
  chatSend: type({
    /** The server trims it and caps its length; it may be empty only with attachments. */
    message: plainText,
    'attachments?': 'string[]',
    'customer_id?': 'number.integer',
    'client_id?': plainText.and('string <= 64'),
  }),
  chatRead: type({ 'customer_id?': 'number.integer' }),
  /** POST /admin/canned-replies, PATCH /admin/canned-replies/{id} (every field, as a replacement). */
  cannedReply: type({
    title: trimmedText(1, MAX_CANNED_TITLE),
    text: trimmedText(1, MAX_CANNED_TEXT),
  }),
  /** PATCH /admin/chat/conversations/{customer_id}: resolve or reopen, assign or unassign. */
  conversationChange: type({ 'status?': "'open' | 'resolved'", 'assignee_id?': 'number.integer | null' }),
  broadcastingAuth: type({ socket_id: /^\d+\.\d+$/, channel_name: 'string' }),
  userAuth: type({ socket_id: /^\d+\.\d+$/ }),
} as const;

/** Realtime events (laravel-echo listens with a leading dot: `.message.sent`). */
export const events = {
  'message.sent': type({ message: chatMessageSchema }),
  'message.read': type({ message_id: 'number.integer | string', 'read_at?': 'string | null' }),
  'trade.updated': type({ 'action?': "'opened' | 'closed' | 'updated'", 'trade?': tradeSchema }),
  /** On the user's trade channel: one of their pending orders was placed, changed or came to an end. */
  'order.updated': type({
    action: "'placed' | 'changed' | 'filled' | 'cancelled' | 'expired' | 'refused'",
    order: pendingOrderSchema,
  }),
  /** On the user's trade channel: one of their price alerts was set, changed, deleted or fired. */
  'alert.updated': type({
    action: "'created' | 'changed' | 'deleted' | 'triggered'",
    alert: priceAlertSchema,
  }),
  'user.updated': type({ 'user?': userSchema }),
  'notification.message': type({ notification: notificationSchema }),
  /** On the admins' channel: a conversation was resolved, reopened, assigned or unassigned. */
  'conversation.updated': type({ user: chatUserSchema }),
  /**
   * On the admins' channel: an admin came online, or signed out of their last session (heartbeats
   * that stop are seen only in GET /admin/admins).
   */
  'admin.updated': type({ admin: deskAdminSchema }),
  /**
   * A whisper (a client event) on a chat channel: one side is typing, or stopped. Pusher's private
   * channels do not say who sent a client event, so it names its side.
   */
  'client-typing': type({ typing: 'boolean', side: "'customer' | 'support'" }),
} as const;
