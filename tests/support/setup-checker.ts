/**
 * Tests check in-process: Node and jsdom have no module workers. The checker runs the same
 * `verdict` as the worker does (src/lib/check/check-worker.ts), on a later microtask as a worker
 * answers.
 * It leaves arktype's configuration as it is: the reference backend's tests run it as the server does.
 */
import { setChecker, type Checker } from '@/lib/check';
import { verdict } from '@/lib/check/verdict';

export const inProcess: Checker = async (key, value) => {
  await Promise.resolve();
  return verdict(key, value);
};

setChecker(inProcess);
