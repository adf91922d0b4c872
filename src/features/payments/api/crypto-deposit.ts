/** POST /deposits/crypto: the customer tells the broker what they sent to one of its wallets. */
import { request } from '@/lib/api';
import { IDEMPOTENCY_HEADER, paymentAnswers, type paymentRequests } from '@contract';

export type CryptoDepositInput = typeof paymentRequests.cryptoDeposit.infer;

export const submitCryptoDeposit = async (input: CryptoDepositInput, idempotencyKey: string) =>
  (
    await request(paymentAnswers.deposit, '/deposits/crypto', {
      json: input,
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    })
  ).data;
