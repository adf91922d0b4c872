/**
 * Uploaded files: who owns what and how much (here, once) over a storage that keeps the bytes
 * (memory in the msw hosts, a temporary folder on the Node host, injected through BackendOptions).
 * The quotas live here so every storage enforces the same ones, and a file is counted the moment it
 * is admitted, so concurrent uploads cannot together overshoot a quota.
 */
import type { StoredFile } from './types';

/** Where the bytes of uploaded files are kept, under their random ids (never a name a user chose). */
export interface FileStorage {
  /** What the host can afford to hold in all; the default total quota. */
  readonly capacityBytes: number;
  write(id: string, bytes: ReadableStream<Uint8Array>): Promise<void>;
  /** The bytes of a file written before; only called for ids the store knows. */
  read(id: string): ReadableStream<Uint8Array>;
  remove(id: string): Promise<void>;
  /** Drops every file (a reset). */
  clear(): Promise<void>;
  /** Releases the storage for good (the host stops). */
  close(): Promise<void>;
}

export interface FileQuota {
  /** Bytes one user may keep stored. */
  perUserBytes: number;
  /** Bytes all users together may keep stored. */
  totalBytes: number;
}

export const MB = 1024 * 1024;
export const DEFAULT_PER_USER_BYTES = 50 * MB;
/** The browser tab or the test process holds these in memory, next to everything else. */
export const MEMORY_CAPACITY_BYTES = 100 * MB;

export type QuotaRefusal = 'user' | 'total';

/** Which quota a new file of `incoming` bytes would break, if any (the user's is judged first). */
export function quotaRefusal(
  used: { user: number; total: number },
  incoming: number,
  quota: FileQuota,
): QuotaRefusal | undefined {
  if (used.user + incoming > quota.perUserBytes) return 'user';
  if (used.total + incoming > quota.totalBytes) return 'total';
  return undefined;
}

/** Why a file was not stored: a quota, or a reset that happened while its bytes were written. */
export type PutRefusal = QuotaRefusal | 'reset';

export class FileStore {
  private readonly files = new Map<string, StoredFile>();
  /** Bytes per owner, counting files still being written. */
  private readonly owners = new Map<number, number>();
  private totalBytes = 0;
  /** Bumped by clear(), so a write that straddles a reset is not recorded into the new state. */
  private generation = 0;

  constructor(
    readonly storage: FileStorage,
    readonly quota: FileQuota,
  ) {}

  usage(ownerId: number): number {
    return this.owners.get(ownerId) ?? 0;
  }

  total(): number {
    return this.totalBytes;
  }

  /** Stores the file if the quotas allow its size; resolves once its bytes are all written. */
  async put(meta: StoredFile, bytes: ReadableStream<Uint8Array>): Promise<PutRefusal | undefined> {
    const refusal = quotaRefusal(
      { user: this.usage(meta.owner_id), total: this.totalBytes },
      meta.size,
      this.quota,
    );
    if (refusal) {
      await bytes.cancel();
      return refusal;
    }
    const generation = this.generation;
    this.count(meta.owner_id, meta.size);
    try {
      await this.storage.write(meta.id, bytes);
    } catch (error) {
      if (generation === this.generation) this.count(meta.owner_id, -meta.size);
      await this.storage.remove(meta.id);
      throw error;
    }
    if (generation !== this.generation) {
      await this.storage.remove(meta.id);
      return 'reset';
    }
    this.files.set(meta.id, meta);
    return undefined;
  }

  /** What is known of a stored file, without touching its bytes. */
  meta(id: string): StoredFile | undefined {
    return this.files.get(id);
  }

  get(id: string): { meta: StoredFile; body: ReadableStream<Uint8Array> } | undefined {
    const meta = this.files.get(id);
    return meta && { meta, body: this.storage.read(id) };
  }

  async delete(id: string): Promise<void> {
    const meta = this.files.get(id);
    if (!meta) return;
    this.files.delete(id);
    this.count(meta.owner_id, -meta.size);
    await this.storage.remove(id);
  }

  /** Forgets every file at once; the returned promise settles when the storage has dropped the bytes. */
  clear(): Promise<void> {
    this.generation += 1;
    this.files.clear();
    this.owners.clear();
    this.totalBytes = 0;
    return this.storage.clear();
  }

  private count(ownerId: number, bytes: number): void {
    this.owners.set(ownerId, this.usage(ownerId) + bytes);
    this.totalBytes += bytes;
  }
}

/** The msw hosts' storage (no file system there): bytes in a Map, read back as a stream. */
export function memoryFileStorage(capacityBytes = MEMORY_CAPACITY_BYTES): FileStorage {
  const blobs = new Map<string, Blob>();
  return {
    capacityBytes,
    async write(id, bytes) {
      blobs.set(id, await new Response(bytes).blob());
    },
    read(id) {
      return (blobs.get(id) ?? new Blob()).stream();
    },
    async remove(id) {
      blobs.delete(id);
    },
    async clear() {
      blobs.clear();
    },
    async close() {
      blobs.clear();
    },
  };
}
