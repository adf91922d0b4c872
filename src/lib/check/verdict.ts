/**
 * The check itself, where the schemas are (the worker; the tests' in-process checker): the value
 * passes, or the answer is arktype's summary of what is wrong. The value is not sent back: no schema
 * of the registry transforms what it checks (check.test.ts), so what passed is what the page holds.
 */
import { type } from 'arktype';
import { registry } from './registry';

export type Verdict = { ok: true } | { ok: false; problem: string };

function schemaNamed(key: string): type.Any | undefined {
  const dot = key.indexOf('.');
  const group = registry[key.slice(0, dot) as keyof typeof registry] as Record<string, unknown> | undefined;
  const name = key.slice(dot + 1);
  return group && Object.hasOwn(group, name) ? (group[name] as type.Any) : undefined;
}

export function verdict(key: string, value: unknown): Verdict {
  const schema = schemaNamed(key);
  if (!schema) return { ok: false, problem: `no schema named ${key}` };
  const out = schema(value);
  return out instanceof type.errors ? { ok: false, problem: out.summary } : { ok: true };
}
