/** Copies a value with one tap and says so (for the screen reader too); a refused clipboard says how to copy by hand. */
import { useEffect, useState } from 'react';
import { Button } from './button';
import { m } from '@/i18n';

const FEEDBACK_MS = 2_000;

export function CopyButton({ value, what }: { value: string; what: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => void copy()} aria-label={m.common.copyLabel(what)}>
        {state === 'copied' ? m.common.copied : m.common.copy}
      </Button>
      <span className="sr-only" role="status">
        {state === 'copied' ? `${m.common.copied}: ${what}` : state === 'failed' ? m.common.copyFailed : ''}
      </span>
    </>
  );
}
