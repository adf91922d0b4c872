/** GET /verification/documents: each uploaded document with its review status. */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { accountAnswers } from '@contract';
import { accountKeys } from './keys';

export const fetchDocuments = async (signal?: AbortSignal) =>
  (await request(accountAnswers.documents, '/verification/documents', { signal })).data;

export const documentsQuery = () =>
  queryOptions({ queryKey: accountKeys.documents(), queryFn: ({ signal }) => fetchDocuments(signal) });
