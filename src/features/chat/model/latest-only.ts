/**
 * One change on its way at a time, and of those chosen meanwhile only the latest: it goes once the
 * one on its way is answered. A native select moved with the arrow keys (Chromium on Windows and
 * Linux) fires a change for every option it passes; this sends the first and the last, not each,
 * and never two at once whose answers could arrive out of order. A refusal drops the waiting choice:
 * the caller shows the refusal and the value the server kept.
 */
export function latestOnly<T>(
  send: (value: T) => Promise<unknown>,
  settled: (outcome: { ok: true } | { ok: false; error: unknown }) => void,
): (value: T) => void {
  let sending = false;
  let waiting: { value: T } | null = null;
  const run = (value: T) => {
    sending = true;
    send(value).then(
      () => {
        sending = false;
        const next = waiting;
        waiting = null;
        if (next) run(next.value);
        else settled({ ok: true });
      },
      (error: unknown) => {
        sending = false;
        waiting = null;
        settled({ ok: false, error });
      },
    );
  };
  return (value) => {
    if (sending) waiting = { value };
    else run(value);
  };
}
