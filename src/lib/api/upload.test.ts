import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureApiClient, upload } from '@/lib/api';
import { api } from '@contract';

/** A scripted XMLHttpRequest: the test decides when progress, the answer or nothing at all arrives. */
class ScriptedXhr {
  static last: ScriptedXhr;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  constructor() {
    ScriptedXhr.last = this;
  }
  open() {}
  setRequestHeader(key: string, value: string) {
    this.headers[key] = value;
  }
  send() {}
  abort() {
    this.onabort?.();
  }
  progress(loaded: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const schema = api.chatUpload;
const started = async (promise: Promise<unknown>) => {
  promise.catch(() => undefined);
  await vi.advanceTimersByTimeAsync(0);
  return ScriptedXhr.last;
};

describe('upload', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    configureApiClient({
      baseUrl: () => 'http://localhost/api/v1',
      token: () => 'tok',
      onUnauthorized: () => {},
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps going as long as progress arrives, however long the whole upload takes', async () => {
    const progress: number[] = [];
    const result = upload(schema, '/chat/upload', new FormData(), (f) => progress.push(f));
    const xhr = await started(result);
    expect(xhr.headers.authorization).toBe('Bearer tok');
    for (let loaded = 10; loaded <= 100; loaded += 10) {
      await vi.advanceTimersByTimeAsync(10_000);
      xhr.progress(loaded);
    }
    const answer = { data: { url: '/files/x', file_name: 'x.png', is_image: true } };
    xhr.answer(201, answer);
    await expect(result).resolves.toEqual(answer);
    expect(progress.at(-1)).toBe(1);
  });

  it('fails with the time-out message after 15 s without progress', async () => {
    const result = upload(schema, '/chat/upload', new FormData());
    const xhr = await started(result);
    xhr.progress(10);
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(result).rejects.toEqual(new ApiError('The server took too long to answer.', 'timeout'));
  });

  it('fails with the time-out message even when abort() fires no event (a request not really sent yet)', async () => {
    const result = upload(schema, '/chat/upload', new FormData());
    const xhr = await started(result);
    xhr.abort = () => {};
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(result).rejects.toEqual(new ApiError('The server took too long to answer.', 'timeout'));
  });

  it('settles as cancelled when its signal aborts', async () => {
    const controller = new AbortController();
    const result = upload(schema, '/chat/upload', new FormData(), undefined, controller.signal);
    await started(result);
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });
});
