/**
 * Sessions as their owner sees them, and the login history: every sign-in and failed attempt of a
 * user, whatever the method, is recorded by recordSignIn, which also tells the user of a sign-in from
 * a device (a user agent and address pair) their history has not seen succeed before.
 */
import Bowser from 'bowser';
import type { SignInEntry, SignInMethod, UserSession } from '@contract/schemas';
import { LOGIN_HISTORY_LIMIT } from '@contract/schemas/predicates';
import type { Context } from 'hono';
import type { AppEnv, Core } from '../core';
import { clientAddress } from '../http/query';
import type { DeviceRecord, SessionRecord, SignInRecord, UserRecord } from '../types';
import { notify } from './notifications';

/** A user agent longer than this is cut: it is shown, and kept per sign-in. */
const MAX_USER_AGENT = 512;

/** Where the request comes from: its user agent (as sent, cut to a length) and the client's address. */
export function deviceOf(c: Context<AppEnv>): DeviceRecord {
  return {
    user_agent: (c.req.header('User-Agent') ?? '').slice(0, MAX_USER_AGENT),
    address: clientAddress(c),
  };
}

/** The browser and OS a user agent names, each null when bowser does not know it. */
function described({ user_agent, address }: DeviceRecord) {
  const parsed = user_agent === '' ? undefined : Bowser.parse(user_agent);
  return {
    browser: parsed?.browser.name || null,
    os: parsed?.os.name || null,
    user_agent,
    address,
  };
}

/** "Chrome on Linux": how a notice names a device. */
function deviceText(device: DeviceRecord): string {
  const { browser, os } = described(device);
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'An unknown device';
}

function toSession(session: SessionRecord, current: boolean): UserSession {
  return {
    id: session.id,
    ...described(session),
    method: session.method,
    signed_in_at: new Date(session.signed_in_at).toISOString(),
    last_active_at: new Date(session.last_active_at).toISOString(),
    current,
  };
}

/** The user's sessions: `currentToken`'s ('This device') first, then the latest active first. */
export function sessionsOf(core: Core, user: UserRecord, currentToken?: string): UserSession[] {
  return core.store
    .sessionsOf(user.id)
    .map(([token, session]) => toSession(session, token === currentToken))
    .sort(
      (a, b) => Number(b.current) - Number(a.current) || b.last_active_at.localeCompare(a.last_active_at),
    );
}

const sameDevice = (a: DeviceRecord, b: DeviceRecord) =>
  a.user_agent === b.user_agent && a.address === b.address;

/**
 * Records a sign-in or a failed attempt in the user's login history (the newest LOGIN_HISTORY_LIMIT
 * are kept). A sign-in from a device the history has not seen sign in before is a security notice;
 * the first sign-in of a history has nothing to compare with and is none.
 */
export function recordSignIn(
  core: Core,
  user: UserRecord,
  { device, method, result }: { device: DeviceRecord; method: SignInMethod; result: SignInRecord['result'] },
): void {
  const { signIns } = core.store.state;
  const history = signIns.get(user.id) ?? [];
  const known = history.filter((entry) => entry.result === 'success');
  if (result === 'success' && known.length > 0 && !known.some((entry) => sameDevice(entry, device))) {
    notify(core, user, {
      title: 'New sign-in to your account',
      message: `${deviceText(device)} (${device.address}) signed in to your account. If this was not you, change your password and sign out of the other devices in Settings.`,
      color: 'warning',
      kind: 'security',
    });
  }
  history.push({ at: core.store.stamp(), ...device, method, result });
  if (history.length > LOGIN_HISTORY_LIMIT) history.splice(0, history.length - LOGIN_HISTORY_LIMIT);
  signIns.set(user.id, history);
}

/**
 * A sign-in link signs in where it is opened: the first call made with its token gives the session
 * that caller's device and records the sign-in, as a sign-in link, in the login history (with the
 * notice of a new device). The page opening the link makes no call of its own for it: it stores the
 * token and reads the user, as with any token.
 */
export function openSignInLink(core: Core, c: Context<AppEnv>, token: string, user: UserRecord): void {
  const device = deviceOf(c);
  if (core.store.openLink(token, device))
    recordSignIn(core, user, { device, method: 'auto_login', result: 'success' });
}

/** The login history, newest first. */
export function loginHistoryOf(core: Core, user: UserRecord): SignInEntry[] {
  return (core.store.state.signIns.get(user.id) ?? [])
    .map((entry) => ({ at: entry.at, ...described(entry), method: entry.method, result: entry.result }))
    .reverse();
}
