/**
 * One idempotency key per thing the customer means to do: kept while they retry a failed submit
 * (the server may have done it and only the answer was lost), replaced once it succeeded or they
 * change what they are asking for.
 */
export function createIdempotencyKeys() {
  let key: string | null = null;
  let forRequest: string | null = null;
  return {
    /** The key for this request body: the same body keeps its key until `done()`. */
    keyFor(body: unknown): string {
      const fingerprint = JSON.stringify(body);
      if (key === null || fingerprint !== forRequest) {
        key = crypto.randomUUID();
        forRequest = fingerprint;
      }
      return key;
    },
    done() {
      key = null;
      forRequest = null;
    },
  };
}
