/**
 * The Node host keeps uploaded bytes in a temporary folder of its own, so uploads cost disk, not
 * the process's memory. Files are named by their random ids only (never a name a user sent); the
 * folder is emptied on reset and removed when the host stops.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { MB, type FileStorage } from '../api/file-store';

export const DISK_CAPACITY_BYTES = 500 * MB;
/** What randomToken() makes (base64url); anything else never becomes a path. */
const SAFE_ID = /^[A-Za-z0-9_-]{16,128}$/;

export interface DiskFileStorage extends FileStorage {
  readonly dir: string;
}

export async function createDiskFileStorage(capacityBytes = DISK_CAPACITY_BYTES): Promise<DiskFileStorage> {
  const dir = await mkdtemp(join(tmpdir(), 'broker-uploads-'));
  const pathOf = (id: string) => {
    if (!SAFE_ID.test(id)) throw new Error(`Not a file id: ${JSON.stringify(id.slice(0, 40))}`);
    return join(dir, id);
  };
  return {
    dir,
    capacityBytes,
    async write(id, bytes) {
      // 'wx': an id is used once; never overwrite.
      await pipeline(
        Readable.fromWeb(bytes as NodeReadableStream<Uint8Array>),
        createWriteStream(pathOf(id), { flags: 'wx' }),
      );
    },
    read(id) {
      return Readable.toWeb(createReadStream(pathOf(id))) as ReadableStream<Uint8Array>;
    },
    async remove(id) {
      await rm(pathOf(id), { force: true });
    },
    async clear() {
      const names = await readdir(dir).catch(() => []);
      await Promise.all(names.map((name) => rm(join(dir, name), { force: true, recursive: true })));
    },
    async close() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}
