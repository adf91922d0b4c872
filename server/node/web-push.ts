/**
 * The Node host's Web Push: `web-push` encrypts each payload for its device (RFC 8291, aes128gcm) and
 * signs the request with the server's VAPID key (RFC 8292); the request itself goes with fetch, with a
 * timeout, and only to a push service (never to an address a caller made up).
 *
 * The VAPID key pair is the server's identity to the push services: every subscription is bound to
 * its public key, so it is made once, at the first start, and kept in the server's data folder,
 * never in the repository.
 */
import { chmod, link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import webpush from 'web-push';
import { randomToken } from '../api/crypto';
import type { PushSender } from '../api/push-sender';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The browsers' push services: Chrome's (FCM), Firefox's, Edge's (WNS) and Safari's. */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
  /^web\.push\.apple\.com$/,
];
const SEND_TIMEOUT_MS = 10_000;

export interface WebPushOptions {
  vapid: VapidKeys;
  /**
   * Who runs the server, as the push services may want to reach them: a mailto: or https: URL (read
   * at each send: the tenant's contact may change).
   */
  subject: () => string;
  /** Origins beyond the browsers' push services it may post to (a test's push service on loopback). */
  extraOrigins?: readonly string[];
}

export function createWebPushSender({ vapid, subject, extraOrigins = [] }: WebPushOptions): PushSender {
  return {
    publicKey: vapid.publicKey,
    accepts: (url) =>
      extraOrigins.includes(url.origin) ||
      (url.protocol === 'https:' &&
        url.port === '' &&
        PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname))),
    async send(target, payload, { ttl, urgency, topic }) {
      const details = webpush.generateRequestDetails(target, payload, {
        vapidDetails: { subject: subject(), ...vapid },
        TTL: ttl,
        urgency,
        topic,
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(details.headers)) {
        // fetch works the length out from the body itself.
        if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
      }
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers,
        body: details.body === null ? null : new Uint8Array(details.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.body?.cancel();
      return response.status;
    },
  };
}

/** A new key pair, for a host that keeps none (tests). */
export const generateVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();

const isKeys = (value: unknown): value is VapidKeys =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VapidKeys).publicKey === 'string' &&
  typeof (value as VapidKeys).privateKey === 'string';

/**
 * The key pair kept in `file`, made and written there (readable by this user only) the first time.
 * A file that is there but unreadable stops the start: replacing the key would silently end every
 * device's subscription.
 */
export async function loadVapidKeys(file: string): Promise<VapidKeys> {
  let text: string | undefined;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (text !== undefined) {
    const keys: unknown = JSON.parse(text);
    if (!isKeys(keys)) throw new Error(`${file} does not hold a VAPID key pair.`);
    return keys;
  }
  const keys = generateVapidKeys();
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  // Written whole beside it, then linked into place: two servers starting at once (the browser
  // tests' workers) never read a half-written file, and the first one's pair is the one kept.
  const draft = `${file}.${process.pid}.${randomToken(6)}`;
  await writeFile(draft, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await chmod(draft, 0o600);
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return loadVapidKeys(file);
  } finally {
    await rm(draft, { force: true });
  }
  return keys;
}
