/**
 * Passkeys: the signed-in user's list and its one writer in the query cache, adding and removing
 * one, and the two ceremonies that use one (signing in, and confirming it is you). The browser's part
 * of each ceremony is @simplewebauthn/browser's; the server makes the options and verifies the answer.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { request } from '@/lib/api';
import { m } from '@/i18n';
import { api, passkeyAnswers, twoFactorAnswers, type Passkey } from '@contract';

export const passkeyKeys = {
  all: ['passkeys'] as const,
  list: () => [...passkeyKeys.all, 'list'] as const,
};

export const fetchPasskeys = async (signal?: AbortSignal) =>
  (await request(passkeyAnswers.passkeys, '/user/passkeys', { signal })).data;

/** Not kept on disk: what could sign someone in is no data to leave on a device. */
export const passkeysQuery = () =>
  queryOptions({
    queryKey: passkeyKeys.list(),
    queryFn: ({ signal }) => fetchPasskeys(signal),
    meta: { persist: false },
  });

/** The one writer of the passkey list: `change` gets the list as it stands. */
export const writePasskeys = (queryClient: QueryClient, change: (passkeys: Passkey[]) => Passkey[]) =>
  queryClient.setQueryData<Passkey[]>(passkeyKeys.list(), (passkeys) => passkeys && change(passkeys));

/**
 * A refusal of the browser's own (the user cancelled, the authenticator already holds one), told in
 * the user's words; anything else keeps its own.
 */
export class PasskeyCeremonyError extends Error {}

function browserRefusal(error: unknown): never {
  const name = (error as { name?: unknown } | null)?.name;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError')
    throw new PasskeyCeremonyError(m.securityPasskeys.alreadyOnDevice);
  if (name === 'NotAllowedError' || name === 'AbortError')
    throw new PasskeyCeremonyError(m.securityPasskeys.cancelled);
  throw new PasskeyCeremonyError(m.securityPasskeys.unsupported);
}

/**
 * The contract checked these options' every field the browser reads; the library's own type names
 * its enumerations more narrowly than JSON can carry them.
 */
const creation = (options: unknown) => options as PublicKeyCredentialCreationOptionsJSON;
const requestFor = (options: unknown) => options as PublicKeyCredentialRequestOptionsJSON;

/** Asks the browser for a new passkey for this account and keeps it under `name`. */
export async function addPasskey(name: string): Promise<Passkey> {
  const options = (
    await request(passkeyAnswers.creationOptions, '/user/passkeys/options', { method: 'POST' })
  ).data;
  const response = await startRegistration({ optionsJSON: creation(options) }).catch(browserRefusal);
  return (await request(passkeyAnswers.passkey, '/user/passkeys', { json: { name, response } })).data;
}

/** DELETE /user/passkeys/{id}: the API client asks for a step-up first when the server wants one. */
export const removePasskey = (id: number) =>
  request(passkeyAnswers.removed, `/user/passkeys/${id}`, { method: 'DELETE' });

/**
 * A sign-in with any passkey of this site. `autofill`: offered among the email field's suggestions
 * (the field says `webauthn` in its autocomplete) until one is chosen or `signal` aborts.
 */
export async function signInWithPasskey({
  autofill = false,
  signal,
}: { autofill?: boolean; signal?: AbortSignal } = {}) {
  const { challenge_id, options } = (
    await request(passkeyAnswers.requestOptions, '/auth/passkey/options', { method: 'POST', signal })
  ).data;
  signal?.throwIfAborted();
  const response = await startAuthentication({
    optionsJSON: requestFor(options),
    useBrowserAutofill: autofill,
  }).catch(browserRefusal);
  return (await request(api.auth, '/auth/passkey', { json: { challenge_id, response } })).data;
}

/** Whether the browser offers passkeys in a field's autofill (conditional mediation). */
export const passkeyAutofillAvailable = () => browserSupportsWebAuthnAutofill();

/** Ends the ceremony waiting, if any (the login form left). */
export const cancelPasskeyCeremony = () => WebAuthnAbortService.cancelCeremony();

/** A proof that it is the user, with one of their passkeys, for the step-up the server asked for. */
export async function stepUpWithPasskey() {
  const options = (
    await request(passkeyAnswers.stepUpOptions, '/user/passkeys/step-up-options', { method: 'POST' })
  ).data;
  const passkey = await startAuthentication({ optionsJSON: requestFor(options) }).catch(browserRefusal);
  return request(twoFactorAnswers.stepUp, '/auth/step-up', { json: { passkey } });
}
