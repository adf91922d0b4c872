/**
 * Passkeys (WebAuthn): what the settings list shows of each, the options the server hands the
 * browser for a ceremony, and what the browser's answer to a ceremony must look like before the
 * server verifies it. Binary fields travel as base64url text, as WebAuthn's JSON forms have them.
 */
import { type } from 'arktype';
import { isPlainText, MAX_PASSKEY_NAME } from './predicates.ts';

const base64url = type(/^[A-Za-z0-9_-]*$/);
const dateText = type('string');

/** A passkey as its owner sees it: never its key or its counter. */
export const passkeySchema = type({
  id: 'number.integer',
  name: 'string',
  created_at: dateText,
  last_used_at: dateText.or('null'),
});
export type Passkey = typeof passkeySchema.infer;

const credentialDescriptor = type({
  id: base64url,
  type: "'public-key'",
  'transports?': 'string[]',
});

/** What navigator.credentials.create() needs, as JSON (the browser library turns it into bytes). */
export const passkeyCreationOptionsSchema = type({
  challenge: base64url,
  rp: { name: 'string', 'id?': 'string' },
  user: { id: base64url, name: 'string', displayName: 'string' },
  pubKeyCredParams: type({ type: "'public-key'", alg: 'number.integer' }).array(),
  'timeout?': 'number',
  'excludeCredentials?': credentialDescriptor.array(),
  'authenticatorSelection?': {
    'authenticatorAttachment?': "'platform' | 'cross-platform'",
    'residentKey?': "'discouraged' | 'preferred' | 'required'",
    'requireResidentKey?': 'boolean',
    'userVerification?': "'discouraged' | 'preferred' | 'required'",
  },
  'attestation?': "'none' | 'indirect' | 'direct' | 'enterprise'",
  'extensions?': 'object',
});

/** What navigator.credentials.get() needs, as JSON. */
export const passkeyRequestOptionsSchema = type({
  challenge: base64url,
  'rpId?': 'string',
  'timeout?': 'number',
  'allowCredentials?': credentialDescriptor.array(),
  'userVerification?': "'discouraged' | 'preferred' | 'required'",
  'extensions?': 'object',
});

export const passkeyAnswers = {
  /** GET /user/passkeys */
  passkeys: type({ 'success?': 'boolean', data: passkeySchema.array() }),
  /** POST /user/passkeys: the passkey just added */
  passkey: type({ 'success?': 'boolean', 'message?': 'string', data: passkeySchema }),
  /** POST /user/passkeys/options: a registration bound to the calling session */
  creationOptions: type({ 'success?': 'boolean', data: passkeyCreationOptionsSchema }),
  /**
   * POST /auth/passkey/options: a sign-in's options and the id its answer must name, since no session
   * holds the challenge yet.
   */
  requestOptions: type({
    'success?': 'boolean',
    data: { challenge_id: 'string', options: passkeyRequestOptionsSchema },
  }),
  /** POST /user/passkeys/step-up-options: a proof of the caller's own, bound to their session */
  stepUpOptions: type({ 'success?': 'boolean', data: passkeyRequestOptionsSchema }),
  /** DELETE /user/passkeys/{id} */
  removed: type({ success: 'boolean', 'message?': 'string' }),
} as const;

/** What a browser's answer to a registration ceremony carries (RegistrationResponseJSON). */
const registrationResponse = type({
  id: base64url,
  rawId: base64url,
  type: "'public-key'",
  response: {
    clientDataJSON: base64url,
    attestationObject: base64url,
    'authenticatorData?': base64url,
    'transports?': 'string[]',
    'publicKeyAlgorithm?': 'number',
    'publicKey?': base64url,
  },
  'authenticatorAttachment?': "'platform' | 'cross-platform'",
  clientExtensionResults: 'object',
});

/** What a browser's answer to an authentication ceremony carries (AuthenticationResponseJSON). */
export const passkeyAssertionSchema = type({
  id: base64url,
  rawId: base64url,
  type: "'public-key'",
  response: {
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    'userHandle?': base64url,
  },
  'authenticatorAttachment?': "'platform' | 'cross-platform'",
  clientExtensionResults: 'object',
});
export type PasskeyAssertion = typeof passkeyAssertionSchema.infer;

const passkeyName = type('string')
  .narrow(
    (text, ctx) => isPlainText(text) || ctx.mustBe('text without control characters or broken characters'),
  )
  .pipe((text) => text.trim())
  .to(type('string').atLeastLength(1).atMostLength(MAX_PASSKEY_NAME));

export const passkeyRequests = {
  /** POST /user/passkeys */
  add: type({ name: passkeyName, response: registrationResponse }),
  /** POST /auth/passkey */
  signIn: type({ challenge_id: 'string', response: passkeyAssertionSchema }),
} as const;
