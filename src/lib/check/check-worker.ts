/// <reference lib="webworker" />
/**
 * The checker's worker: the schema library and every schema, off the page's main thread. It answers
 * each request in the order it came, with the request's id.
 */
// Before arktype loads (see the module).
import '@/config/arktype';
import { loadLocaleData } from '@contract/rules/format';
import { verdict } from './verdict';
import type { CheckRequest, CheckResponse } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

// Before the first answer, which the page's start waits for: the page then formats money and times
// with the process's locale data already loaded.
loadLocaleData();

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
