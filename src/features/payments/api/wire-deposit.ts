/** POST /deposits/wire (multipart): the amount sent and the transfer's proof, with upload progress. */
import { upload } from '@/lib/api';
import { IDEMPOTENCY_HEADER, paymentAnswers } from '@contract';

export async function submitWireDeposit(
  amount: string,
  proof: File,
  idempotencyKey: string,
  onProgress?: (fraction: number) => void,
) {
  const form = new FormData();
  form.append('amount', amount);
  form.append('proof', proof);
  return (
    await upload(paymentAnswers.deposit, '/deposits/wire', form, onProgress, undefined, {
      [IDEMPOTENCY_HEADER]: idempotencyKey,
    })
  ).data;
}
