/**
 * Secrets and signatures with Web Crypto only, so the same core runs in Node, in msw's browser
 * worker and on any fetch-style platform.
 */
const encoder = new TextEncoder();

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64(text: string): Uint8Array {
  const normal = text.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(normal), (c) => c.charCodeAt(0));
}

/** An unguessable token: bearer tokens, capability URLs of uploaded files, generated secrets. */
export function randomToken(bytes = 32): string {
  return toBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(bytes)));
}

export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(message));
  return toHex(new Uint8Array(signature));
}

export async function sha256Hex(bytes: BufferSource): Promise<string> {
  return toHex(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes)));
}

/** Compares without an early exit, so the time taken does not reveal how much of a secret matched. */
export function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  }
  return diff === 0;
}

const PBKDF2_ITERATIONS = 100_000;

async function pbkdf2(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await globalThis.crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await globalThis.crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

/** Encoded as `pbkdf2-sha256$iterations$salt$hash` (base64url) so the cost can rise later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = globalThis.crypto.getRandomValues(new Uint8Array(16));
  const hash = await pbkdf2(password, salt, PBKDF2_ITERATIONS);
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${toBase64Url(salt)}$${toBase64Url(hash)}`;
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = encoded.split('$');
  if (scheme !== 'pbkdf2-sha256' || !iterations || !salt || !hash) return false;
  const actual = await pbkdf2(password, fromBase64(salt), Number(iterations));
  return constantTimeEqual(toBase64Url(actual), hash);
}

/**
 * PBKDF2 of the public demo password `demo-pass-1`, as hashPassword() encodes it: the demo's users
 * have it, and a login for an unknown address is checked against it, so that costs one hash too.
 */
export const DEMO_PASSWORD_HASH =
  'pbkdf2-sha256$100000$TQU2u7s2uWqw8A9hxDuFOQ$riuSzy57vgPmKyfYwEdLQ98LaUpsiq4savQq1nHO1sE';
