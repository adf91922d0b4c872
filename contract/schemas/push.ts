/**
 * Web Push: a device's subscription (its push service's endpoint and the keys its payloads are
 * encrypted with, RFC 8291) and the kinds of notice it wants. One per user and device: subscribing
 * again from the same endpoint replaces it.
 */
import { type } from 'arktype';
import { PUSH_KINDS } from './predicates.ts';

const pushKind = type.enumerated(...PUSH_KINDS);
/** Each kind at most once; an empty list keeps the device subscribed but sends it nothing. */
const kinds = pushKind
  .array()
  .narrow((list, ctx) => new Set(list).size === list.length || ctx.mustBe('a list without repeats'));

/** A device's subscription as its owner sees it: never the endpoint or the keys, which are the device's. */
export const pushSubscriptionSchema = type({
  id: 'number.integer',
  /** 'Chrome on Android': what the device said, or the browser and system its user agent names. */
  device_name: 'string',
  kinds: pushKind.array(),
  created_at: 'string',
  /** Whether it is the calling session's device. */
  current: 'boolean',
});
export type PushDevice = typeof pushSubscriptionSchema.infer;

/** A key as the Push API gives it: base64url. */
const base64url = type(/^[A-Za-z0-9_-]+={0,2}$/);

export const pushRequests = {
  /** POST /push/subscriptions: what `PushSubscription.toJSON()` gives, the kinds wanted (all when left out). */
  subscribe: type({
    endpoint: 'string.url & string <= 2000',
    keys: { p256dh: base64url.and('string <= 200'), auth: base64url.and('string <= 100') },
    'expirationTime?': 'number | null',
    'device_name?': 'string <= 100',
    'kinds?': kinds,
  }),
  /** PATCH /push/subscriptions/{id} */
  change: type({ kinds }).onUndeclaredKey('reject'),
} as const;

const device = type({ 'success?': 'boolean', 'message?': 'string', data: pushSubscriptionSchema });

export const pushAnswers = {
  /** GET /push/key: the server's VAPID public key (base64url), the `applicationServerKey` to subscribe with. */
  key: type({ 'success?': 'boolean', data: { public_key: base64url } }),
  /** GET /push/subscriptions: the caller's devices, this one first. */
  devices: type({ 'success?': 'boolean', data: pushSubscriptionSchema.array() }),
  /** POST /push/subscriptions (201), PATCH and DELETE /push/subscriptions/{id}. */
  device,
} as const;

/** What a push carries, encrypted: the worker shows it as it comes. No more than a title and a short text. */
export const pushPayloadSchema = type({
  title: 'string',
  body: 'string',
  kind: pushKind,
  /** The app path a tap opens. */
  url: 'string',
  /** The user's unread count, for the app icon's badge. */
  badge: 'number.integer >= 0',
});
export type PushPayload = typeof pushPayloadSchema.infer;
