/**
 * arktype compiles each validator with `new Function` unless told not to. Our Content-Security-Policy
 * has no 'unsafe-eval', so that would only ever fail (and report a violation): validators run
 * interpreted instead. This must run before arktype loads: the checker's worker
 * (lib/check/check-worker.ts) imports it first, and so does the msw build's mock backend
 * (main.tsx). The built client does not rely on that order: there `arktypeRespectsJitless`
 * (vite.config.ts) turns arktype's load-time probe for `new Function` into jitless outright.
 */
import { configure } from 'arktype/config';

configure({ jitless: true });
