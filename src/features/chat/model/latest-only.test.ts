import { latestOnly } from './latest-only';

/** A send whose answers the test gives, one call at a time. */
function controlledSend() {
  const calls: { value: string; resolve: () => void; reject: (error: unknown) => void }[] = [];
  const send = (value: string) =>
    new Promise<void>((resolve, reject) => calls.push({ value, resolve, reject }));
  return { calls, send };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('latestOnly', () => {
  it('sends at once when nothing is on its way', async () => {
    const { calls, send } = controlledSend();
    const settled = vi.fn();
    const choose = latestOnly(send, settled);
    choose('a');
    expect(calls.map((call) => call.value)).toEqual(['a']);
    calls[0]!.resolve();
    await flush();
    expect(settled).toHaveBeenCalledWith({ ok: true });
  });

  it('holds the choices made meanwhile and sends only the latest, after the answer', async () => {
    const { calls, send } = controlledSend();
    const settled = vi.fn();
    const choose = latestOnly(send, settled);
    choose('a');
    choose('b');
    choose('c');
    expect(calls.map((call) => call.value)).toEqual(['a']);
    calls[0]!.resolve();
    await flush();
    expect(calls.map((call) => call.value)).toEqual(['a', 'c']);
    expect(settled).not.toHaveBeenCalled();
    calls[1]!.resolve();
    await flush();
    expect(settled).toHaveBeenCalledTimes(1);
    expect(settled).toHaveBeenCalledWith({ ok: true });
  });

  it('drops the waiting choice on a refusal and reports it', async () => {
    const { calls, send } = controlledSend();
    const settled = vi.fn();
    const choose = latestOnly(send, settled);
    choose('a');
    choose('b');
    const error = new Error('refused');
    calls[0]!.reject(error);
    await flush();
    expect(calls).toHaveLength(1);
    expect(settled).toHaveBeenCalledWith({ ok: false, error });
    // The next choice goes at once.
    choose('c');
    expect(calls.map((call) => call.value)).toEqual(['a', 'c']);
  });
});
