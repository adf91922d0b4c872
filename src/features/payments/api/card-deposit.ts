/**
 * POST /deposits/card. The card's number and CVC go to the server in this one request and are
 * never stored on the device (not in the query cache, not in a draft): the form keeps them in memory.
 */
import { request } from '@/lib/api';
import { IDEMPOTENCY_HEADER, paymentAnswers, type paymentRequests } from '@contract';

export type CardDepositInput = typeof paymentRequests.cardDeposit.infer;

export const submitCardDeposit = async (input: CardDepositInput, idempotencyKey: string) =>
  (
    await request(paymentAnswers.deposit, '/deposits/card', {
      json: input,
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    })
  ).data;
