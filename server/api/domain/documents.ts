/**
 * Identity documents sent through the ID check, and their review. The back office's decisions are
 * what the /__demo controls stand in for; each tells the customer's sessions to refresh.
 */
import type { VerificationDocument } from '@contract/schemas';
import type { Core } from '../core';
import { ApiError, notFound } from '../http/errors';
import type { DocumentRecord, DocumentType, StoredFile, UserRecord } from '../types';
import { publishUserUpdated } from './users';

export const DEFAULT_DOCUMENT_REJECTION = 'The document could not be accepted. Please upload another one.';

export function toDocument(record: DocumentRecord): VerificationDocument {
  return {
    id: record.id,
    document_type: record.type,
    file_name: record.file_name,
    status: record.status,
    reason: record.reason,
    uploaded_at: record.uploaded_at,
  };
}

/** Newest first: ids grow with time. */
export const documentsOf = (user: UserRecord): VerificationDocument[] =>
  [...user.documents].sort((a, b) => b.id - a.id).map(toDocument);

/** Where the customer's identity check stands, by the best of their documents. */
export function verificationState(user: UserRecord): 'verified' | 'in_review' | 'rejected' | 'not_started' {
  const statuses = new Set(user.documents.map((document) => document.status));
  if (statuses.has('approved')) return 'verified';
  if (statuses.has('pending_review')) return 'in_review';
  return statuses.has('rejected') ? 'rejected' : 'not_started';
}

/** A rejected document leaves the ID check to do again; one in review or approved counts as done. */
export const idCheckDone = (user: UserRecord): boolean =>
  user.documents.some((document) => document.status !== 'rejected');

export function addDocument(core: Core, user: UserRecord, type: DocumentType, stored: StoredFile): void {
  user.documents.push({
    id: core.store.nextId('document'),
    type,
    file_id: stored.id,
    file_name: stored.name,
    status: 'pending_review',
    reason: null,
    uploaded_at: core.store.stamp(),
  });
}

export function documentById(core: Core, id: number): { owner: UserRecord; record: DocumentRecord } {
  for (const owner of core.store.users()) {
    const record = owner.documents.find((document) => document.id === id);
    if (record) return { owner, record };
  }
  throw notFound();
}

/** Only a document in review can be decided; a second decision would overwrite what the customer saw. */
export function decideDocument(
  core: Core,
  found: { owner: UserRecord; record: DocumentRecord },
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
): VerificationDocument {
  const { owner, record } = found;
  if (record.status !== 'pending_review') {
    throw new ApiError(409, {
      message: `The document is already ${record.status}; only one in review can change.`,
    });
  }
  record.status = decision.status;
  record.reason = decision.status === 'rejected' ? decision.reason : null;
  publishUserUpdated(core, owner);
  return toDocument(record);
}
