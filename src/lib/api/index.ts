export { configureApiClient, request, upload, validate } from './client';
export type { RequestOptions } from './client';
export { ApiError, isApiError, messageOf } from './errors';
