import type { Duplex } from 'node:stream';

/** Headers on every response of the Node host. Dev relaxes CSP only for Vite's inline preamble and HMR socket. */
const policy = (overrides: Record<string, string>) => {
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': "'self'",
    'style-src': "'self'",
    'img-src': "'self' data: blob: https:",
    'font-src': "'self'",
    'connect-src': "'self'",
    'media-src': "'self'",
    'worker-src': "'self'",
    'manifest-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'none'",
    'frame-ancestors': "'none'",
    'form-action': "'self'",
    ...overrides,
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
};

/**
 * The policy of every response; a page with inline styles of its own (index.html) names them by hash
 * in `styleHashes`, so those exact elements apply and no other inline style does.
 */
export function contentSecurityPolicy(dev: boolean, styleHashes: readonly string[] = []): string {
  if (dev)
    return policy({
      'script-src': "'self' 'unsafe-inline'",
      'style-src': "'self' 'unsafe-inline'",
      'connect-src': "'self' ws:",
    });
  return policy(styleHashes.length > 0 ? { 'style-src': ["'self'", ...styleHashes].join(' ') } : {});
}

export function securityHeaders(dev: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(dev),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
  };
}

/**
 * A refused WebSocket upgrade is answered by whoever refuses it (ws, engine.io, our Pusher server)
 * writing raw HTTP onto the socket, past every response object. This adds the headers to that
 * first answer if it is a refusal; a 101 switches protocols and carries no page, so it is left alone.
 */
export function addHeadersToRawRefusal(socket: Duplex, headers: Record<string, string>): void {
  const lines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
  const end = socket.end.bind(socket) as (...args: unknown[]) => Duplex;
  const restore = () => {
    socket.write = write as Duplex['write'];
    socket.end = end as Duplex['end'];
  };
  const withHeaders = (chunk: unknown): unknown => {
    restore();
    const text = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('latin1') : null;
    const statusLine = text === null ? null : /^HTTP\/1\.1 (\d{3})[^\r\n]*\r\n/.exec(text);
    if (text === null || !statusLine || statusLine[1] === '101') return chunk;
    const at = statusLine[0].length;
    const answer = `${text.slice(0, at)}${lines}${text.slice(at)}`;
    return typeof chunk === 'string' ? answer : Buffer.from(answer, 'latin1');
  };
  socket.write = ((chunk: unknown, ...rest: unknown[]) =>
    write(withHeaders(chunk), ...rest)) as Duplex['write'];
  socket.end = ((chunk?: unknown, ...rest: unknown[]) =>
    typeof chunk === 'function' || chunk === undefined
      ? (restore(), end(chunk, ...rest))
      : end(withHeaders(chunk), ...rest)) as Duplex['end'];
}
