/**
 * Request and answer shapes of every call (spec.md section 7 plus the calls design.md section 3 adds).
 * Answers are Laravel-shaped: `{ success, message?, data }`; invalid input is 422 `{ message, errors }`.
 * The reference backend validates its inputs with the request schemas below.
 */
import { type } from 'arktype';
import {
  chatMessageSchema,
  chatUserSchema,
  notificationSchema,
  settingsSchema,
  siteDataSchema,
  tradePageSchema,
  tradeSchema,
  userSchema,
} from './entities';

export const errorBodySchema = type({
  message: 'string',
  'errors?': type({ '[string]': 'string[]' }),
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
  /** POST /notifications/{id}/read */
  notificationRead: type({ 'success?': 'boolean', data: notificationSchema }),
  /** POST /user/heartbeat */
  ok: type({ success: 'boolean', 'message?': 'string' }),
  /** GET /get/s with X-License: `true`, or an object whose success says whether the code is valid. */
  license: type('boolean').or({ success: 'boolean', 'message?': 'string' }),
  /** POST /broadcasting/auth */
  broadcastingAuth: type({ auth: 'string', 'channel_data?': 'string' }),
  /** GET /onboarding, POST /onboarding/financial-profile, POST /onboarding/documents */
  onboarding: type({
    'success?': 'boolean',
    data: {
      financial_profile_done: 'boolean',
      id_check_done: 'boolean',
    },
  }),
  error: errorBodySchema,
} as const;

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * Whether free text a person typed is safe to store and show: no NUL or other control characters
 * (tab and line breaks are fine) and no lone UTF-16 surrogates, half a character that no font can
 * draw and that breaks UTF-8 encoders downstream.
 */
export function isPlainText(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN) return false;
    if (code === 0x7f || isLowSurrogate(code)) return false;
    if (isHighSurrogate(code)) {
      if (!isLowSurrogate(text.charCodeAt(i + 1))) return false;
      i += 1;
    }
  }
  return true;
}

/** Every free-text field of a request is one of these, so the rule holds everywhere at once. */
const plainText = type('string').narrow(
  (text, ctx) => isPlainText(text) || ctx.mustBe('text without control characters or broken characters'),
);

export const requests = {
  login: type({ email: 'string.email', password: 'string >= 1' }),
  checkEmail: type({ email: 'string.email' }),
  forgotPassword: type({ email: 'string.email' }),
  register: type({
    email: 'string.email',
    password: 'string >= 8',
    first_name: plainText.and('1 <= string <= 100'),
    last_name: plainText.and('1 <= string <= 100'),
    phone: /^\+?[0-9 ()-]{6,20}$/,
    date_of_birth: /^\d{4}-\d{2}-\d{2}$/,
    country_of_residence: 'string >= 2',
    nationality: 'string >= 2',
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
  broadcastingAuth: type({ socket_id: /^\d+\.\d+$/, channel_name: 'string' }),
} as const;

/** Realtime events (laravel-echo listens with a leading dot: `.message.sent`). */
export const events = {
  'message.sent': type({ message: chatMessageSchema }),
  'message.read': type({ message_id: 'number.integer | string', 'read_at?': 'string | null' }),
  'trade.updated': type({ 'action?': "'opened' | 'closed' | 'updated'", 'trade?': tradeSchema }),
  'user.updated': type({ 'user?': userSchema }),
  'notification.message': type({ notification: notificationSchema }),
} as const;

export const uploadLimits = {
  maxBytes: 10 * 1024 * 1024,
  chatMimeTypes: [
    'image/png',
    'image/jpeg',
    'image/gif',
    'image/webp',
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
  documentMimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'],
} as const;
