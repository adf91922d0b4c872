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

export const requests = {
  login: type({ email: 'string.email', password: 'string >= 1' }),
  checkEmail: type({ email: 'string.email' }),
  forgotPassword: type({ email: 'string.email' }),
  register: type({
    email: 'string.email',
    password: 'string >= 8',
    first_name: '1 <= string <= 100',
    last_name: '1 <= string <= 100',
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
    message: 'string',
    'attachments?': 'string[]',
    'customer_id?': 'number.integer',
    'client_id?': 'string <= 64',
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
