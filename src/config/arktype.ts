/**
 * arktype compiles each validator with `new Function` unless told not to. Our Content-Security-Policy
 * has no 'unsafe-eval', so that would only ever fail (and report a violation): validators run
 * interpreted instead. This must run before the first `type` call, so every entry imports it first.
 * The probe arktype makes at load to see whether it may compile is kept out by the build (see
 * `arktypeRespectsJitless` in vite.config.ts), since configuring jitless alone does not skip it.
 */
import { configure } from 'arktype/config';

configure({ jitless: true });
