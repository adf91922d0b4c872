/**
 * Passkeys (WebAuthn), verified with @simplewebauthn/server. Every ceremony starts with a challenge
 * the server keeps (bound to the session that asked for it, or, for a sign-in, to a short-lived id it
 * hands out), together with the origin and RP id it was made for; the browser's answer is verified
 * against exactly those, once, and the challenge is gone whether it passed or not.
 */
import type { Passkey, PasskeyAssertion } from '@contract/schemas';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Context } from 'hono';
import type { AppEnv, Core } from '../core';
import { randomToken } from '../crypto';
import { ApiError, invalidField, notFound } from '../http/errors';
import { requestOrigin } from '../http/query';
import type { PasskeyChallenge, PasskeyPurpose, PasskeyRecord, SessionRecord, UserRecord } from '../types';
import { notify } from './notifications';
import { deviceOf, recordSignIn } from './sign-ins';

/** How long a ceremony may take, from its options to its answer. */
export const PASSKEY_CHALLENGE_MS = 5 * 60 * 1000;
/** Sign-in challenges anyone may ask for; past this many the oldest go, so asking cannot fill memory. */
const MAX_OPEN_CHALLENGES = 10_000;

export const PASSKEY_NOT_ACCEPTED = 'This passkey could not be verified. Try again.';
export const PASSKEY_UNKNOWN = 'This passkey is not registered for an account here.';
export const PASSKEY_EXPIRED = 'The passkey request has expired. Try again.';
export const PASSKEY_DUPLICATE = 'This passkey is already added to your account.';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The origins the app is served from: the host's public origin, and on a loopback host the same port
 * under the other loopback names. Browsers refuse WebAuthn on an IP address, so a host listening on
 * 127.0.0.1 is used as http://localhost:<port> to add a passkey; it is the same server.
 */
function appOrigins(c: Context<AppEnv>): string[] {
  const own = new URL(requestOrigin(c));
  if (!LOOPBACK.has(own.hostname)) return [own.origin];
  return [...LOOPBACK].map((host) => `${own.protocol}//${host}${own.port ? `:${own.port}` : ''}`);
}

/**
 * The origin and RP id of a ceremony: the page's (the request's Origin header) when it is one of the
 * app's own, otherwise the public origin's. A page elsewhere gets options for the app's origin, which
 * its browser refuses to use.
 */
function ceremonyOrigin(c: Context<AppEnv>): { origin: string; rpId: string } {
  const asked = c.req.header('Origin');
  const origin = asked !== undefined && appOrigins(c).includes(asked) ? asked : requestOrigin(c);
  return { origin, rpId: new URL(origin).hostname };
}

const sessionKey = (purpose: PasskeyPurpose, session: SessionRecord) => `${purpose}:${session.id}`;

function sessionOf(core: Core, token: string): SessionRecord {
  const session = core.store.state.tokens.get(token);
  // authenticate() admitted this token a moment ago; a session ended since is a 401 like any other.
  if (!session) throw new ApiError(401, { message: 'Unauthenticated.' });
  return session;
}

function keep(core: Core, key: string, challenge: PasskeyChallenge): void {
  const open = core.store.state.passkeyChallenges;
  const now = core.store.now();
  for (const [k, held] of open) if (held.expires_at <= now) open.delete(k);
  open.delete(key);
  open.set(key, challenge);
  if (open.size > MAX_OPEN_CHALLENGES) open.delete(open.keys().next().value!);
}

/** The challenge kept under `key` for `purpose`, removed: each is answered once, right or wrong. */
function take(core: Core, key: string, purpose: PasskeyPurpose, field: string): PasskeyChallenge {
  const open = core.store.state.passkeyChallenges;
  const held = open.get(key);
  open.delete(key);
  if (!held || held.purpose !== purpose || held.expires_at <= core.store.now()) {
    throw invalidField(field, PASSKEY_EXPIRED);
  }
  return held;
}

/** The page that answers must be the one the challenge was made for. */
function refuseOtherPage(c: Context<AppEnv>, held: PasskeyChallenge, field: string): void {
  const page = c.req.header('Origin');
  if (page !== undefined && page !== held.origin) throw invalidField(field, PASSKEY_NOT_ACCEPTED);
}

export function toPasskey(record: PasskeyRecord): Passkey {
  return {
    id: record.id,
    name: record.name,
    created_at: record.created_at,
    last_used_at: record.last_used_at,
  };
}

export const passkeysOf = (core: Core, user: UserRecord): PasskeyRecord[] =>
  core.store.state.passkeys.filter((passkey) => passkey.user_id === user.id);

/** The user handle a passkey carries: the user's id, so an assertion names whose passkey it is. */
const userHandle = (user: UserRecord) => new TextEncoder().encode(String(user.id));

/** Registration options for the caller, bound to their session; their own passkeys are excluded. */
export async function registrationOptions(
  core: Core,
  c: Context<AppEnv>,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const user = c.get('user');
  const { origin, rpId } = ceremonyOrigin(c);
  const options = await generateRegistrationOptions({
    rpName: core.store.state.settings.name,
    rpID: rpId,
    userName: user.email,
    userID: userHandle(user),
    userDisplayName: `${user.first_name} ${user.last_name}`,
    attestationType: 'none',
    excludeCredentials: passkeysOf(core, user).map((passkey) => ({
      id: passkey.credential_id,
      transports: passkey.transports,
    })),
    // A discoverable credential: signing in with it needs no email first.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  keep(core, sessionKey('register', sessionOf(core, c.get('token'))), {
    purpose: 'register',
    challenge: options.challenge,
    origin,
    rp_id: rpId,
    session_id: sessionOf(core, c.get('token')).id,
    expires_at: core.store.now() + PASSKEY_CHALLENGE_MS,
  });
  return options;
}

/** Verifies a registration answered to the session's challenge and keeps the passkey under `name`. */
export async function addPasskey(
  core: Core,
  c: Context<AppEnv>,
  name: string,
  response: RegistrationResponseJSON,
): Promise<Passkey> {
  const user = c.get('user');
  const held = take(core, sessionKey('register', sessionOf(core, c.get('token'))), 'register', 'response');
  refuseOtherPage(c, held, 'response');
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: held.challenge,
      expectedOrigin: held.origin,
      expectedRPID: held.rp_id,
      requireUserVerification: false,
    });
  } catch {
    throw invalidField('response', PASSKEY_NOT_ACCEPTED);
  }
  if (!verified.verified) throw invalidField('response', PASSKEY_NOT_ACCEPTED);
  const { credential } = verified.registrationInfo;
  if (core.store.state.passkeys.some((passkey) => passkey.credential_id === credential.id)) {
    throw invalidField('response', PASSKEY_DUPLICATE);
  }
  const record: PasskeyRecord = {
    id: core.store.nextId('passkey'),
    user_id: user.id,
    credential_id: credential.id,
    public_key: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    name,
    created_at: core.store.stamp(),
    last_used_at: null,
  };
  core.store.state.passkeys.push(record);
  // Someone holding a stolen session could add a passkey to keep a way in: the owner is told.
  notify(core, user, {
    title: 'Passkey added',
    message: `A passkey named “${name}” was added to your account. If this was not you, remove it in Settings and change your password.`,
    color: 'warning',
    kind: 'security',
  });
  return toPasskey(record);
}

/** Removes one of the caller's passkeys; another user's or an unknown id is a 404. */
export function removePasskey(core: Core, user: UserRecord, id: number): void {
  const { state } = core.store;
  const index = state.passkeys.findIndex((passkey) => passkey.id === id && passkey.user_id === user.id);
  if (index === -1) throw notFound();
  state.passkeys.splice(index, 1);
}

/** Options for a sign-in with any passkey of this site, and the id the answer must name. */
export async function signInOptions(
  core: Core,
  c: Context<AppEnv>,
): Promise<{ challenge_id: string; options: PublicKeyCredentialRequestOptionsJSON }> {
  const { origin, rpId } = ceremonyOrigin(c);
  const options = await generateAuthenticationOptions({ rpID: rpId, userVerification: 'preferred' });
  const challengeId = randomToken(16);
  keep(core, `sign_in:${challengeId}`, {
    purpose: 'sign_in',
    challenge: options.challenge,
    origin,
    rp_id: rpId,
    session_id: null,
    expires_at: core.store.now() + PASSKEY_CHALLENGE_MS,
  });
  return { challenge_id: challengeId, options };
}

/** Options for proving it is still the caller, with one of their own passkeys, bound to the session. */
export async function stepUpOptions(
  core: Core,
  c: Context<AppEnv>,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const user = c.get('user');
  const session = sessionOf(core, c.get('token'));
  const { origin, rpId } = ceremonyOrigin(c);
  const options = await generateAuthenticationOptions({
    rpID: rpId,
    userVerification: 'preferred',
    allowCredentials: passkeysOf(core, user).map((passkey) => ({
      id: passkey.credential_id,
      transports: passkey.transports as AuthenticatorTransport[],
    })),
  });
  keep(core, sessionKey('step_up', session), {
    purpose: 'step_up',
    challenge: options.challenge,
    origin,
    rp_id: rpId,
    session_id: session.id,
    expires_at: core.store.now() + PASSKEY_CHALLENGE_MS,
  });
  return options;
}

/**
 * Verifies an assertion against a challenge taken from the store: the passkey must be registered,
 * to `owner` when one is expected; its counter must have moved on when the authenticator keeps one.
 * Answers whose passkey it was, after recording its use.
 */
async function verifyAssertion(
  core: Core,
  c: Context<AppEnv>,
  held: PasskeyChallenge,
  response: PasskeyAssertion,
  owner: UserRecord | undefined,
  field: string,
): Promise<UserRecord> {
  refuseOtherPage(c, held, field);
  const record = core.store.state.passkeys.find((passkey) => passkey.credential_id === response.id);
  if (!record || (owner !== undefined && record.user_id !== owner.id)) {
    throw invalidField(field, PASSKEY_UNKNOWN);
  }
  const user = core.store.user(record.user_id);
  if (!user) throw invalidField(field, PASSKEY_UNKNOWN);
  // A discoverable passkey names its user; it must be the user the passkey was registered to.
  if (
    response.response.userHandle !== undefined &&
    isoBase64URL.toUTF8String(response.response.userHandle) !== String(user.id)
  ) {
    throw invalidField(field, PASSKEY_NOT_ACCEPTED);
  }
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: held.challenge,
      expectedOrigin: held.origin,
      expectedRPID: held.rp_id,
      credential: {
        id: record.credential_id,
        publicKey: isoBase64URL.toBuffer(record.public_key),
        counter: record.counter,
        transports: record.transports,
      },
      requireUserVerification: false,
    });
  } catch {
    // A counter that did not move on (a cloned authenticator) is refused here too.
    throw invalidField(field, PASSKEY_NOT_ACCEPTED);
  }
  if (!verified.verified) throw invalidField(field, PASSKEY_NOT_ACCEPTED);
  record.counter = verified.authenticationInfo.newCounter;
  record.last_used_at = core.store.stamp();
  return user;
}

/** The user an answer to a sign-in challenge proves to be. */
export async function signInWithPasskey(
  core: Core,
  c: Context<AppEnv>,
  challengeId: string,
  response: PasskeyAssertion,
): Promise<UserRecord> {
  const held = take(core, `sign_in:${challengeId}`, 'sign_in', 'challenge_id');
  try {
    return await verifyAssertion(core, c, held, response, undefined, 'response');
  } catch (error) {
    // A refused answer of a passkey this server knows is a failed sign-in of its owner, in their history.
    const known = core.store.state.passkeys.find((passkey) => passkey.credential_id === response.id);
    const owner = known && core.store.user(known.user_id);
    if (owner) recordSignIn(core, owner, { device: deviceOf(c), method: 'passkey', result: 'failure' });
    throw error;
  }
}

/**
 * Whether an answer to the session's step-up challenge is one of the caller's own passkeys: a passkey
 * of another account proves nothing about this one. Throws the 422 when it is not.
 */
export async function proveWithPasskey(
  core: Core,
  c: Context<AppEnv>,
  response: PasskeyAssertion,
  field = 'passkey',
): Promise<void> {
  const held = take(core, sessionKey('step_up', sessionOf(core, c.get('token'))), 'step_up', field);
  await verifyAssertion(core, c, held, response, c.get('user'), field);
}
