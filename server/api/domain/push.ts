/**
 * Web Push (RFC 8030, payloads encrypted as RFC 8291 says, the server named by VAPID, RFC 8292): each
 * device a customer turned notifications on for is sent what happens while the app is closed. The
 * sending itself (encryption, the VAPID signature, the request to the push service) is the host's
 * `PushSender`: the Node host's uses `web-push`; the msw hosts in a page have none, and push nothing.
 */
import Bowser from 'bowser';
import { PUSH_KINDS, type PushDevice, type PushKind, type PushPayload } from '@contract/schemas';
import type { Core } from '../core';
import { ApiError, invalidField, notFound } from '../http/errors';
import type { PushSubscriptionRecord, UserRecord } from '../types';
import type { PushSendOptions, PushSender, PushTarget } from '../push-sender';

/** A day: a notice older than that is stale news. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** The one line or two a lock screen shows; the app has the rest. */
export const PUSH_TEXT_MAX = 140;
/** How many devices one user may keep subscribed; the oldest goes first past it. */
export const MAX_DEVICES_PER_USER = 20;
const NOT_AVAILABLE = 'Push notifications are not available on this server.';

export const shortText = (text: string, max = PUSH_TEXT_MAX): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

/** 'Chrome on Android', from the user agent, for a device that did not name itself. */
export function deviceNameOf(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'Unknown device';
}

export function toPushDevice(record: PushSubscriptionRecord, sessionId: string | undefined): PushDevice {
  return {
    id: record.id,
    device_name: record.device_name,
    kinds: [...record.kinds],
    created_at: record.created_at,
    current: record.session_id === sessionId,
  };
}

/** A host without a push sender (the msw hosts) answers 404 with its own message. */
function sender(core: Core): PushSender {
  if (!core.push) throw new ApiError(404, { message: NOT_AVAILABLE });
  return core.push;
}

export const vapidPublicKey = (core: Core): string => sender(core).publicKey;

/** The calling session's id: its subscription goes when it signs out. */
const sessionIdOf = (core: Core, token: string) => core.store.state.tokens.get(token)?.id;

export function devicesOf(core: Core, user: UserRecord, token: string): PushDevice[] {
  const sessionId = sessionIdOf(core, token);
  return core.store.state.pushSubscriptions
    .filter((record) => record.user_id === user.id)
    .map((record) => toPushDevice(record, sessionId))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.id - a.id);
}

export interface SubscribeInput extends PushTarget {
  device_name?: string;
  kinds?: PushKind[];
}

/**
 * Keeps the device's subscription for the caller. One per device: the same endpoint (whoever had it:
 * a browser signed in as someone else before must not receive this user's notices, nor they this
 * user's) and the same session's earlier one are replaced, so no device is notified twice.
 */
export function subscribe(
  core: Core,
  user: UserRecord,
  token: string,
  input: SubscribeInput,
  userAgent: string | undefined,
): PushDevice {
  const push = sender(core);
  const sessionId = sessionIdOf(core, token);
  if (sessionId === undefined) throw notFound();
  let url: URL;
  try {
    url = new URL(input.endpoint);
  } catch {
    throw invalidField('endpoint', 'The endpoint must be a valid URL.');
  }
  if (!push.accepts(url))
    throw invalidField('endpoint', 'The endpoint is not a push service this server sends to.');
  const { store } = core;
  const kept = store.state.pushSubscriptions.filter(
    (record) => record.endpoint !== input.endpoint && record.session_id !== sessionId,
  );
  const name = input.device_name?.trim();
  const record: PushSubscriptionRecord = {
    id: store.nextId('pushSubscription'),
    user_id: user.id,
    session_id: sessionId,
    endpoint: input.endpoint,
    keys: { p256dh: input.keys.p256dh, auth: input.keys.auth },
    device_name: name ? name : deviceNameOf(userAgent),
    kinds: input.kinds ? [...input.kinds] : [...PUSH_KINDS],
    created_at: store.stamp(),
  };
  const own = kept.filter((other) => other.user_id === user.id);
  const overflow = new Set(own.slice(0, Math.max(0, own.length + 1 - MAX_DEVICES_PER_USER)));
  store.state.pushSubscriptions = [...kept.filter((other) => !overflow.has(other)), record];
  return toPushDevice(record, sessionId);
}

/** The caller's own subscription; another user's, or an unknown id, is not found. */
function own(core: Core, user: UserRecord, id: number): PushSubscriptionRecord {
  const record = core.store.state.pushSubscriptions.find((r) => r.id === id && r.user_id === user.id);
  if (!record) throw notFound();
  return record;
}

export function changeKinds(core: Core, user: UserRecord, token: string, id: number, kinds: PushKind[]) {
  const record = own(core, user, id);
  record.kinds = [...kinds];
  return toPushDevice(record, sessionIdOf(core, token));
}

export function unsubscribe(core: Core, user: UserRecord, token: string, id: number): PushDevice {
  const record = own(core, user, id);
  removeSubscription(core, record);
  return toPushDevice(record, sessionIdOf(core, token));
}

function removeSubscription(core: Core, record: PushSubscriptionRecord): void {
  core.store.state.pushSubscriptions = core.store.state.pushSubscriptions.filter((r) => r !== record);
}

export interface PushNotice {
  kind: PushKind;
  title: string;
  /** Shortened to a line or two; the app shows the whole. */
  text: string;
  /** The app path a tap opens. */
  url: string;
  /** The user's unread count (GET /user's `unread_count`), for the app icon's badge. */
  badge: number;
}

/**
 * Sends the notice to each of the user's devices that wants its kind. Nothing waits for it: the
 * change that caused it is already made, and told live. A push service that says the subscription is
 * gone (404, 410) has it removed; any other failure is logged and the next notice tries again.
 */
export function pushTo(core: Core, user: UserRecord, notice: PushNotice): Promise<void> {
  const push = core.push;
  if (!push) return Promise.resolve();
  const devices = core.store.state.pushSubscriptions.filter(
    (record) => record.user_id === user.id && record.kinds.includes(notice.kind),
  );
  if (devices.length === 0) return Promise.resolve();
  const payload: PushPayload = {
    title: shortText(notice.title, 80),
    body: shortText(notice.text),
    kind: notice.kind,
    url: notice.url,
    badge: notice.badge,
  };
  const text = JSON.stringify(payload);
  const options: PushSendOptions = {
    ttl: PUSH_TTL_SECONDS,
    urgency: notice.kind === 'margin' || notice.kind === 'security' ? 'high' : 'normal',
    topic: notice.kind,
  };
  return Promise.all(
    devices.map(async (record) => {
      try {
        const status = await push.send(record, text, options);
        if (status === 404 || status === 410) removeSubscription(core, record);
        else if (status >= 400) console.warn(`[push] the push service answered ${status}`);
      } catch (error) {
        console.warn('[push] not sent', error);
      }
    }),
  ).then(() => undefined);
}
