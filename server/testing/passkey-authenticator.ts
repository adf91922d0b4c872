/**
 * A software authenticator for tests: it answers WebAuthn options as a browser with a platform
 * passkey would (ES256, attestation 'none', a discoverable credential naming its user), so the
 * server's passkey calls can be tested without a browser. The browser tests use Chromium's virtual
 * authenticator instead.
 */
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

interface Credential {
  id: string;
  keys: CryptoKeyPair;
  rpId: string;
  /** base64url, as the options named the user. */
  userHandle: string;
  counter: number;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

interface RequestOptions {
  challenge: string;
  rpId?: string;
}

const b64 = (bytes: Uint8Array<ArrayBuffer> | ArrayBuffer) =>
  isoBase64URL.fromBuffer(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes));

const sha256 = async (bytes: Uint8Array) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource));

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const uint32 = (value: number) =>
  new Uint8Array([value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255]);

/** An ECDSA signature as Web Crypto gives it (r ‖ s) in the DER form WebAuthn carries. */
function derSignature(raw: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const integer = (bytes: Uint8Array<ArrayBuffer>) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
    let trimmed = bytes.slice(start);
    if (trimmed[0]! & 0x80) trimmed = concat(new Uint8Array([0]), trimmed);
    return concat(new Uint8Array([0x02, trimmed.length]), trimmed);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export function softAuthenticator(origin: string) {
  const credentials: Credential[] = [];

  const clientData = (type: string, challenge: string) =>
    new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentials,
    /** Answers registration options with a new credential, as navigator.credentials.create() would. */
    async register(options: CreationOptions) {
      const rpId = options.rp.id ?? new URL(origin).hostname;
      const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
        'sign',
        'verify',
      ]);
      const raw = new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey));
      const cose = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, raw.slice(1, 33)],
          [-3, raw.slice(33, 65)],
        ]),
      );
      const id = crypto.getRandomValues(new Uint8Array(16));
      const authData = concat(
        await sha256(new TextEncoder().encode(rpId)),
        new Uint8Array([UP | UV | AT]),
        uint32(0),
        new Uint8Array(16),
        new Uint8Array([0, id.length]),
        id,
        cose,
      );
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]) as Parameters<typeof isoCBOR.encode>[0],
      );
      const credential: Credential = { id: b64(id), keys, rpId, userHandle: options.user.id, counter: 0 };
      credentials.push(credential);
      return {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /**
     * Answers request options with `credential` (the last one made, by default), as
     * navigator.credentials.get() would; each use moves its counter on by one.
     */
    async assert(options: RequestOptions, credential = credentials.at(-1)!) {
      credential.counter += 1;
      const authData = concat(
        await sha256(new TextEncoder().encode(options.rpId ?? credential.rpId)),
        new Uint8Array([UP | UV]),
        uint32(credential.counter),
      );
      const data = clientData('webauthn.get', options.challenge);
      const signed = concat(authData, await sha256(data));
      const raw = new Uint8Array(
        await crypto.subtle.sign(
          { name: 'ECDSA', hash: 'SHA-256' },
          credential.keys.privateKey,
          signed as BufferSource,
        ),
      );
      return {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(data),
          authenticatorData: b64(authData),
          signature: b64(derSignature(raw)),
          userHandle: credential.userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}

export type SoftAuthenticator = ReturnType<typeof softAuthenticator>;
