import { requests, uploadLimits } from '@/lib/contract/schemas';
import { type } from 'arktype';
import { Hono } from 'hono';
import type { AppEnv, Core } from '../core';
import { addDocument, documentsOf, idCheckDone } from '../domain/documents';
import { admitUpload, saveUpload } from '../domain/files';
import { ok } from '../http/answer';
import { authenticate, customerOnly } from '../http/auth';
import { check, readUpload, validBody } from '../http/body';
import type { UserRecord } from '../types';

const documentFields = type({ document_type: requests.documentType });

function progress(user: UserRecord) {
  return {
    financial_profile_done: user.financial_profile !== null,
    id_check_done: idCheckDone(user),
  };
}

export function onboardingRoutes(core: Core) {
  const routes = new Hono<AppEnv>();
  const auth = authenticate(core);

  routes.get('/onboarding', auth, (c) => ok(c, progress(c.get('user'))));

  routes.post('/onboarding/financial-profile', auth, customerOnly, async (c) => {
    const user = c.get('user');
    user.financial_profile = await validBody(c, requests.financialProfile);
    return ok(c, progress(user));
  });

  routes.post('/onboarding/documents', auth, customerOnly, admitUpload(core), async (c) => {
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

  routes.get('/verification/documents', auth, customerOnly, (c) => ok(c, documentsOf(c.get('user'))));

  return routes;
}
