/**
 * A push service on loopback for tests: it keeps what the server posts to it, answers with the
 * status a test sets, and reads each push as the device would, with the device's own keys: the
 * payload decrypted (RFC 8291, by `http_ece`, the library `web-push` encrypts with) and the VAPID
 * token (RFC 8292) checked against the key the server announced.
 */
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

interface Ece {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
}
const ece = createRequire(import.meta.url)('http_ece') as Ece;

/** A device's subscription keys, with the private half the push service would never see. */
export interface DeviceKeys {
  p256dh: string;
  auth: string;
  ecdh: ECDH;
}

export function createDeviceKeys(): DeviceKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url'), ecdh };
}

export interface ReceivedPush {
  /** The path of the endpoint posted to: which device it was for. */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

export interface FakePushService {
  origin: string;
  /** An endpoint of its own for a device, e.g. `endpoint('phone')`. */
  endpoint(device: string): string;
  received: ReceivedPush[];
  /** Resolves with the next push for `device` (one already received and not yet taken first). */
  next(device: string, ms?: number): Promise<ReceivedPush>;
  /** What the service answers from now on (201: accepted; 410: the subscription is gone). */
  answer(status: number): void;
  /** Forgets what it received and answers 201 again. */
  reset(): void;
  close(): Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const received: ReceivedPush[] = [];
  const taken = new Set<ReceivedPush>();
  const waiting: { device: string; resolve: (push: ReceivedPush) => void }[] = [];
  let status = 201;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const push = { path: request.url ?? '/', headers: request.headers, body: Buffer.concat(chunks) };
      received.push(push);
      const index = waiting.findIndex((wait) => push.path === `/push/${wait.device}`);
      if (index >= 0) {
        taken.add(push);
        waiting.splice(index, 1)[0]!.resolve(push);
      }
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    endpoint: (device) => `${origin}/push/${device}`,
    received,
    next(device, ms = 5000) {
      const ready = received.find((push) => push.path === `/push/${device}` && !taken.has(push));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no push for ${device} within ${ms} ms`)), ms);
        waiting.push({
          device,
          resolve: (push) => {
            clearTimeout(timer);
            resolve(push);
          },
        });
      });
    },
    answer: (next) => void (status = next),
    reset() {
      received.length = 0;
      taken.clear();
      waiting.length = 0;
      status = 201;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The payload as the device's browser reads it. */
export function decryptPush(push: ReceivedPush, keys: DeviceKeys): unknown {
  if (push.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
  const plain = ece.decrypt(push.body, {
    version: 'aes128gcm',
    privateKey: keys.ecdh,
    authSecret: keys.auth,
  });
  return JSON.parse(plain.toString('utf8'));
}

/**
 * The VAPID token's claims, once its signature is checked with the public key in the same header
 * (`vapid t=<JWT>, k=<key>`) and that key is `publicKey`. Throws otherwise.
 */
export function verifyVapid(push: ReceivedPush, publicKey: string): VapidClaims {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(push.headers.authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${push.headers.authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error('signed with another key');
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33, 65).toString('base64url'),
  };
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID signature does not verify');
  const alg = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string }).alg;
  if (alg !== 'ES256') throw new Error(`VAPID token signed with ${alg}`);
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as VapidClaims;
}
