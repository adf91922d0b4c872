/**
 * What a host gives the API to send Web Push with (domain/push.ts): the Node host's uses `web-push`
 * (node/web-push.ts); the msw hosts have none.
 */

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushSendOptions {
  /** Seconds the push service keeps it for a device that is offline. */
  ttl: number;
  urgency: 'normal' | 'high';
  /** A newer push of the same topic replaces one the device has not received yet. */
  topic: string;
}

export interface PushSender {
  /** The VAPID public key (an uncompressed P-256 point, base64url): the devices' `applicationServerKey`. */
  readonly publicKey: string;
  /** Whether this endpoint may be posted to: a push service's, never an address a caller picked. */
  accepts(endpoint: URL): boolean;
  /** Encrypts the payload for the device, signs and posts it; resolves with the push service's status. */
  send(target: PushTarget, payload: string, options: PushSendOptions): Promise<number>;
}
