/**
 * arktype compiles each validator with `new Function` unless told not to. Our Content-Security-Policy
 * has no 'unsafe-eval', so that would only ever fail (and report a violation): validators run
 * interpreted instead. This must run before arktype loads: app/boot.tsx imports it first. The built
 * client does not rely on that order: there `arktypeRespectsJitless` (vite.config.ts) turns arktype's
 * load-time probe for `new Function` into jitless outright, so the entry chunk (the first screen)
 * need not carry arktype's configuration code.
 */
import { configure } from 'arktype/config';

configure({ jitless: true });
