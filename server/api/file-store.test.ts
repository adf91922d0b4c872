import { FileStore, memoryFileStorage, quotaRefusal, type FileStorage } from './file-store';
import type { StoredFile } from './types';

const quota = { perUserBytes: 100, totalBytes: 150 };
const meta = (id: string, owner_id: number, size: number): StoredFile => ({
  id,
  owner_id,
  name: `${id}.pdf`,
  type: 'application/pdf',
  size,
});
const bytesOf = (size: number) => new Blob([new Uint8Array(size).fill(1)]).stream();
const lengthOf = async (stream: ReadableStream<Uint8Array>) =>
  (await new Response(stream).arrayBuffer()).byteLength;

it.each([
  [{ user: 0, total: 0 }, 100, undefined],
  [{ user: 60, total: 60 }, 41, 'user'],
  [{ user: 0, total: 100 }, 51, 'total'],
  [{ user: 99, total: 149 }, 1, undefined],
  // Both broken: the user's own quota is the one to tell them about.
  [{ user: 100, total: 150 }, 1, 'user'],
])('judges %o plus %i bytes as %s', (used, incoming, expected) => {
  expect(quotaRefusal(used, incoming, quota)).toBe(expected);
});

it('counts what each owner keeps and frees it on delete', async () => {
  const files = new FileStore(memoryFileStorage(), quota);
  expect(await files.put(meta('a', 1, 60), bytesOf(60))).toBeUndefined();
  expect(await files.put(meta('b', 2, 30), bytesOf(30))).toBeUndefined();
  expect([files.usage(1), files.usage(2), files.total()]).toEqual([60, 30, 90]);
  expect(await files.put(meta('c', 1, 41), bytesOf(41))).toBe('user');
  expect(await files.put(meta('d', 2, 61), bytesOf(61))).toBe('total');
  expect(files.meta('c')).toBeUndefined();
  expect(await lengthOf(files.get('a')!.body)).toBe(60);
  await files.delete('a');
  expect([files.usage(1), files.total(), files.get('a')]).toEqual([0, 30, undefined]);
});

/** A storage whose writes wait until the test lets them finish (or fail). */
function gatedStorage() {
  const inner = memoryFileStorage();
  const gates: { open: () => void; fail: () => void }[] = [];
  const storage: FileStorage = {
    ...inner,
    write: (id, bytes) =>
      new Promise<void>((resolve, reject) => {
        gates.push({
          open: () => void inner.write(id, bytes).then(resolve),
          fail: () => reject(new Error('disk full')),
        });
      }),
  };
  return { storage, gates };
}

it('counts a file from the moment it is admitted, so concurrent puts cannot overshoot', async () => {
  const { storage, gates } = gatedStorage();
  const files = new FileStore(storage, quota);
  const first = files.put(meta('a', 1, 70), bytesOf(70));
  expect(await files.put(meta('b', 1, 70), bytesOf(70))).toBe('user');
  expect(files.meta('a')).toBeUndefined(); // not served before its bytes are all there
  gates[0]!.open();
  expect(await first).toBeUndefined();
  expect(files.meta('a')?.size).toBe(70);
});

it('gives the quota back when a write fails', async () => {
  const { storage, gates } = gatedStorage();
  const files = new FileStore(storage, quota);
  const put = files.put(meta('a', 1, 70), bytesOf(70));
  gates[0]!.fail();
  await expect(put).rejects.toThrow('disk full');
  expect([files.usage(1), files.total(), files.meta('a')]).toEqual([0, 0, undefined]);
});

it('does not record a file whose write straddled a clear', async () => {
  const { storage, gates } = gatedStorage();
  const files = new FileStore(storage, quota);
  const put = files.put(meta('a', 1, 70), bytesOf(70));
  await files.clear();
  gates[0]!.open();
  expect(await put).toBe('reset');
  expect([files.usage(1), files.total(), files.meta('a')]).toEqual([0, 0, undefined]);
});
