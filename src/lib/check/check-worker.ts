/// <reference lib="webworker" />
/**
 * The checker's worker: the schema library and every schema, off the page's main thread. It answers
 * each request in the order it came, with the request's id.
 */
// Before arktype loads (see the module).
import '@/config/arktype';
import { verdict } from './verdict';
import type { CheckRequest, CheckResponse } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

self.addEventListener('message', (event: MessageEvent<CheckRequest>) => {
  const { id, key, value } = event.data;
  let response: CheckResponse;
  try {
    response = { id, ...verdict(key, value) };
  } catch (error) {
    response = { id, ok: false, problem: `the check failed: ${String(error)}` };
  }
  self.postMessage(response);
});
