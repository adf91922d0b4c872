import { requests, uploadLimits } from '@contract/schemas';
import { type } from 'arktype';
import { Hono } from 'hono';
import type { AppEnv, Core } from '../core';
import { conversation } from '../domain/chat';
import { addDocument, documentsOf, idCheckDone, verificationState } from '../domain/documents';
import { admitUpload, saveUpload } from '../domain/files';
import { toMinor } from '../domain/money';
import { authenticate, customerOnly } from '../http/auth';
import { check, ok, readUpload, validBody } from '../http/body';
import type { UserRecord } from '../types';

const documentFields = type({ document_type: requests.documentType });

/**
 * What a new customer has done of the first steps the dashboard suggests: verified (both stages after
 * Set Up), funded (money on the live account, or a deposit asked for, whatever became of it: the next
 * try starts on the deposit screen either way), traded (a position on any of their
 * accounts, demo included) and written to support.
 */
function nextSteps(core: Core, user: UserRecord) {
  return {
    verified: user.financial_profile !== null && idCheckDone(user),
    funded:
      toMinor(user.balance) > 0 || core.store.state.deposits.some((deposit) => deposit.user_id === user.id),
    traded: core.store.state.trades.some((trade) => trade.user_id === user.id),
    contacted_support: conversation(core, user.id).some((message) => !message.is_admin),
  };
}

function progress(user: UserRecord) {
  return {
    financial_profile_done: user.financial_profile !== null,
    id_check_done: idCheckDone(user),
    identity: verificationState(user),
  };
}

export function onboardingRoutes(core: Core) {
  const routes = new Hono<AppEnv>();
  const auth = authenticate(core);
  // A customer awaiting approval finishes and follows their verification from the Awaiting Approval
  // screen: it is what their approval waits for.
  const pendingToo = authenticate(core, { pendingToo: true });

  routes.get('/onboarding', pendingToo, (c) => ok(c, progress(c.get('user'))));

  routes.get('/onboarding/next-steps', auth, customerOnly, (c) => ok(c, nextSteps(core, c.get('user'))));

  routes.post('/onboarding/financial-profile', pendingToo, customerOnly, async (c) => {
    const user = c.get('user');
    user.financial_profile = await validBody(c, requests.financialProfile);
    return ok(c, progress(user));
  });

  routes.post('/onboarding/documents', pendingToo, customerOnly, admitUpload(core), async (c) => {
    const user = c.get('user');
    const { form, file } = await readUpload(c);
    const { document_type } = check(documentFields, Object.fromEntries(form));
    const stored = await saveUpload(
      core,
      user,
      file,
      uploadLimits.documentMimeTypes,
      'The document must be an image (PNG, JPEG, WebP) or a PDF.',
    );
    addDocument(core, user, document_type, stored);
    return ok(c, progress(user));
  });

  routes.get('/verification/documents', pendingToo, customerOnly, (c) => ok(c, documentsOf(c.get('user'))));

  return routes;
}
