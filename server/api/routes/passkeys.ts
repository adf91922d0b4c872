import { passkeyRequests } from '@contract/schemas';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { Hono } from 'hono';
import type { AppEnv, Core } from '../core';
import {
  addPasskey,
  passkeysOf,
  registrationOptions,
  removePasskey,
  stepUpOptions,
  toPasskey,
} from '../domain/passkeys';
import { requireStepUp } from '../domain/step-up';
import { authenticate } from '../http/auth';
import { ok, validBody } from '../http/body';
import { idParam } from '../http/query';

/**
 * The signed-in user's passkeys: listed, added (a registration bound to the session that began it)
 * and removed. Any signed-in user, admins too: a passkey is their own credential, as the password is.
 */
export function passkeyRoutes(core: Core) {
  const routes = new Hono<AppEnv>();
  const auth = authenticate(core);

  routes.get('/user/passkeys', auth, (c) => ok(c, passkeysOf(core, c.get('user')).map(toPasskey)));

  routes.post('/user/passkeys/options', auth, async (c) => ok(c, await registrationOptions(core, c)));

  routes.post('/user/passkeys', auth, async (c) => {
    const body = await validBody(c, passkeyRequests.add);
    // The schema checked its shape; the library checks what it says.
    const passkey = await addPasskey(core, c, body.name, body.response as RegistrationResponseJSON);
    return ok(c, passkey, 201, 'The passkey was added.');
  });

  /** A challenge for proving it is still the caller with one of their passkeys (POST /auth/step-up). */
  routes.post('/user/passkeys/step-up-options', auth, async (c) => ok(c, await stepUpOptions(core, c)));

  // Removing a way in is what someone holding a stolen session would do to lock the owner out.
  routes.delete('/user/passkeys/:id', auth, requireStepUp(core), (c) => {
    removePasskey(core, c.get('user'), idParam(c));
    return c.json({ success: true, message: 'The passkey was removed.' });
  });

  return routes;
}
