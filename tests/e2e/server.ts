import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the same server `npm start` runs (on the built client in dist/, or `staticDir`) on a free
 * loopback port.
 */
export async function startAppServer({
  staticDir,
  pushOrigins = [],
}: {
  staticDir?: string;
  /** Push services beyond the browsers' it may send to (the tests' on loopback). */
  pushOrigins?: string[];
} = {}): Promise<RunningServer> {
  const port = await freePort();
  return startProcess(['--import', 'tsx', 'server/node/main.ts'], {
    HOST: '127.0.0.1',
    PORT: String(port),
    DEMO_CONTROLS: '1',
    ...(staticDir ? { STATIC_DIR: staticDir } : {}),
    ...(pushOrigins.length > 0 ? { PUSH_ORIGINS: pushOrigins.join(',') } : {}),
  });
}

/** Serves the msw developer build (dist-msw/) with Vite's preview server: no backend process at all. */
export async function startMswPreview(): Promise<RunningServer> {
  const port = await freePort();
  const vite = new URL('../../node_modules/vite/bin/vite.js', import.meta.url).pathname;
  return startProcess(
    [vite, 'preview', '--mode', 'msw', '--outDir', 'dist-msw', '--port', String(port), '--strictPort'],
    {},
  );
}

async function startProcess(args: string[], env: Record<string, string>): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // eslint-disable-next-line no-control-regex
      const match = output.replace(/\x1b\[[0-9;]*m/g, '').match(/https?:\/\/127\.0\.0\.1:\d+\/?/);
      if (match) {
        clearTimeout(timer);
        resolve(match[0].replace(/\/$/, ''));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
