import { depositMethodSchema, depositStatusSchema, paymentRequests, uploadLimits } from '@contract/schemas';
import { type } from 'arktype';
import { Hono, type Context } from 'hono';
import type { AppEnv, Core } from '../core';
import { admitUpload, saveUpload } from '../domain/files';
import { createOnce, replayEarlier } from '../domain/idempotency';
import {
  accountCurrency,
  cancelWithdrawal,
  cardDepositErrors,
  createCardDeposit,
  createCryptoDeposit,
  createWireDeposit,
  createWithdrawal,
  cryptoDepositErrors,
  isWalletId,
  MUST_VERIFY_TO_WITHDRAW,
  newestFirst,
  paymentOptions,
  PAYMENTS_PER_PAGE,
  toDeposit,
  toWithdrawal,
  wireAmountError,
  withdrawalErrors,
} from '../domain/payments';
import { requireStepUp } from '../domain/step-up';
import { paginate } from '../domain/trades';
import { authenticate, customerOnly } from '../http/auth';
import { checkWithRules, ok, readBody, readUploadForm } from '../http/body';
import { invalid, type FieldErrors } from '../http/errors';
import { idParam, pageParam, pageUrl } from '../http/query';

/** The wire form: its amount travels as text, its proof as a file. */
const wireForm = type({ amount: paymentRequests.wireAmount, proof: type.instanceOf(File) });
const WRONG_PROOF = 'The proof must be an image (PNG, JPEG, WebP) or a PDF.';

type Page<T> = { data: T[]; meta: { current_page: number; last_page: number; total: number } };

/** Laravel's paginator shape, PAYMENTS_PER_PAGE a page. */
function page<R, T>(c: Context<AppEnv>, records: readonly R[], answer: (record: R) => T) {
  const current = pageParam(c);
  const slice = paginate(records, current, PAYMENTS_PER_PAGE);
  const body: Page<T> & { links: { next: string | null } } = {
    data: slice.items.map(answer),
    meta: { current_page: current, last_page: slice.lastPage, total: slice.total },
    links: { next: slice.hasMore ? pageUrl(c, current + 1) : null },
  };
  return c.json(body);
}

/** One query filter: absent or empty means none; anything else must be a value `allows` accepts. */
function filter(c: Context<AppEnv>, name: string, allows: (value: string) => boolean, errors: FieldErrors) {
  const value = c.req.query(name);
  if (value === undefined || value === '') return undefined;
  if (!allows(value)) errors[name] = [`The selected ${name.replace(/_/g, ' ')} is invalid.`];
  return value;
}

export function paymentRoutes(core: Core) {
  const { store } = core;
  const routes = new Hono<AppEnv>();
  const auth = authenticate(core);

  // Only a verified account may take money out; a pending one can still deposit while the tenant
  // lets unverified accounts in.
  const verifiedAuth = authenticate(core, { activeOnly: MUST_VERIFY_TO_WITHDRAW });

  routes.get('/payments/options', auth, customerOnly, (c) => ok(c, paymentOptions(core, c.get('user'))));

  routes.post('/deposits/card', auth, customerOnly, replayEarlier(core, 'deposits/card'), (c) => {
    const user = c.get('user');
    return createOnce(core, c, 'deposits/card', {
      read: () => readBody(c),
      commit: (raw) => {
        const body = checkWithRules(paymentRequests.cardDeposit, raw, (accepted) =>
          cardDepositErrors(accepted, accountCurrency(core, user), new Date(store.now())),
        );
        return toDeposit(createCardDeposit(core, user, body));
      },
    });
  });

  routes.post('/deposits/crypto', auth, customerOnly, replayEarlier(core, 'deposits/crypto'), (c) => {
    const user = c.get('user');
    return createOnce(core, c, 'deposits/crypto', {
      read: () => readBody(c),
      commit: (raw) => {
        const body = checkWithRules(paymentRequests.cryptoDeposit, raw, cryptoDepositErrors);
        return toDeposit(createCryptoDeposit(core, user, body));
      },
    });
  });

  routes.post(
    '/deposits/wire',
    auth,
    customerOnly,
    replayEarlier(core, 'deposits/wire'),
    admitUpload(core, 'proof'),
    (c) => {
      const user = c.get('user');
      return createOnce(core, c, 'deposits/wire', {
        read: async () => {
          const form = await readUploadForm(c, 'proof');
          // Absent, empty or (for the proof) not a file is what a form sends when the field is missing.
          const fields: Record<string, FormDataEntryValue> = {};
          const amountField = form.get('amount');
          const proofField = form.get('proof');
          if (amountField !== null && amountField !== '') fields.amount = amountField;
          if (proofField instanceof File) fields.proof = proofField;
          const { amount, proof } = checkWithRules(wireForm, fields, (accepted): FieldErrors => {
            const problem =
              accepted.amount === undefined
                ? undefined
                : wireAmountError(accepted.amount, accountCurrency(core, user));
            return problem === undefined ? {} : { amount: [problem] };
          });
          // Checked last: the amount's problems are reported without storing the file first.
          const stored = await saveUpload(
            core,
            user,
            proof,
            uploadLimits.documentMimeTypes,
            WRONG_PROOF,
            'proof',
          );
          return { amount, stored };
        },
        commit: ({ amount, stored }) => toDeposit(createWireDeposit(core, user, amount, stored)),
        abandon: ({ stored }) => core.files.delete(stored.id),
      });
    },
  );

  routes.get('/deposits', auth, customerOnly, (c) => {
    const errors: FieldErrors = {};
    const status = filter(c, 'status', (value) => depositStatusSchema.allows(value), errors);
    const method = filter(c, 'method', (value) => depositMethodSchema.allows(value), errors);
    const walletId = filter(c, 'wallet_id', isWalletId, errors);
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const userId = c.get('user').id;
    const deposits = store.state.deposits.filter(
      (deposit) =>
        deposit.user_id === userId &&
        (status === undefined || deposit.status === status) &&
        (method === undefined || deposit.method === method) &&
        (walletId === undefined || deposit.wallet_id === walletId),
    );
    return page(c, newestFirst(deposits), toDeposit);
  });

  routes.post(
    '/withdrawals',
    verifiedAuth,
    customerOnly,
    requireStepUp(core),
    replayEarlier(core, 'withdrawals'),
    (c) => {
      const user = c.get('user');
      return createOnce(core, c, 'withdrawals', {
        read: () => readBody(c),
        commit: (raw) => {
          const body = checkWithRules(paymentRequests.withdrawal, raw, (accepted) =>
            withdrawalErrors(core, user, accepted),
          );
          return toWithdrawal(createWithdrawal(core, user, body));
        },
      });
    },
  );

  routes.get('/withdrawals', auth, customerOnly, (c) => {
    const userId = c.get('user').id;
    const own = store.state.withdrawals.filter((withdrawal) => withdrawal.user_id === userId);
    return page(c, newestFirst(own), toWithdrawal);
  });

  routes.post('/withdrawals/:id/cancel', auth, customerOnly, (c) => {
    return ok(c, cancelWithdrawal(core, c.get('user'), idParam(c)));
  });

  return routes;
}
