/**
 * A bench's server, in its own process so the clients' work does not slow the server down. Told by
 * the parent over IPC what to start, answers with its origin, and exits when the parent goes away.
 *
 * It also keeps the time it spends serving: from each request's start to the last byte of its answer
 * handed to the socket, added up until the parent asks (`served`), which answers the sum and starts
 * again. That is the server's own time, without what the client takes to send and parse.
 *
 * `bare` starts the yardstick of the HTTP benches instead of the reference server: Node's own HTTP
 * server that reads each body, parses it and answers a fixed JSON, so a burst against it measures
 * what loopback, Node's HTTP stack and the client cost on this machine with no work of ours.
 */
import { subscribe } from 'node:diagnostics_channel';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer, type StartServerOptions } from '../server/node/start-server';

export type ServerProcessSettings = { bare: true } | { bare?: false; options: StartServerOptions };

function startBare(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = chunks.length > 0 ? (JSON.parse(Buffer.concat(chunks).toString()) as unknown) : null;
      response.writeHead(201, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ data: { opening_price: 1, echo: body } }));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

const started = new WeakMap<ServerResponse, number>();
let servedMs = 0;
subscribe('http.server.request.start', (message) => {
  const { response } = message as { response: ServerResponse };
  started.set(response, performance.now());
});
subscribe('http.server.response.finish', (message) => {
  const { response } = message as { response: ServerResponse };
  const start = started.get(response);
  if (start !== undefined) servedMs += performance.now() - start;
});

/** The parent's question after the settings: the serving time since the last one. */
export interface ServedAnswer {
  servedMs: number;
}

process.once('message', (message) => {
  process.on('message', (question) => {
    if (question !== 'served') return;
    process.send?.({ servedMs } satisfies ServedAnswer);
    servedMs = 0;
  });
  const settings = message as ServerProcessSettings;
  const started = settings.bare
    ? startBare()
    : startServer({ host: '127.0.0.1', port: 0, ...settings.options });
  void started.then((server) => {
    process.send?.({ url: server.url });
    process.once('disconnect', () => void server.close().then(() => process.exit(0)));
  });
});
