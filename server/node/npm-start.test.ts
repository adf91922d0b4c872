/**
 * Stopping the server the way a process manager or a terminal does: a signal to the npm process.
 * The signal has to reach the server through npm and its script shell, and the port has to be freed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { waitFor } from '../testing/wait';

const root = fileURLToPath(new URL('../../', import.meta.url));
const scripts = (
  JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { scripts: Record<string, string> }
).scripts;

let npm: ChildProcess | undefined;

afterEach(() => {
  // The process group holds npm, its shell and the server: nothing outlives a failed test.
  if (npm?.pid) {
    try {
      process.kill(-npm.pid, 'SIGKILL');
    } catch {
      // Already gone, as it should be.
    }
  }
  npm = undefined;
});

/** Starts `npm run serve` on a free port and resolves with that port once the server listens. */
async function serve(): Promise<{ npm: ChildProcess; port: number }> {
  const child = spawn('npm', ['run', 'serve'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DEMO_CONTROLS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  npm = child;
  let output = '';
  const port = await waitFor<number>(
    'the server to listen',
    (resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const found = /Broker app: http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
        if (found) resolve(Number(found[1]));
      });
      child.once('exit', (code) => reject(new Error(`npm exited with ${code} before listening: ${output}`)));
    },
    30_000,
  );
  return { npm: child, port };
}

const portAccepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe.each(['SIGTERM', 'SIGINT'] as const)('%s to the npm process', (signal) => {
  it('stops the server and frees its port', async () => {
    const { npm: child, port } = await serve();
    expect(await portAccepts(port)).toBe(true);

    const exited = waitFor<number | null>('npm to exit', (resolve) => child.once('exit', resolve), 10_000);
    child.kill(signal);
    await exited;

    expect(await portAccepts(port)).toBe(false);
  }, 45_000);
});

it('npm start builds, then hands its process over to the same server script', () => {
  // `exec` replaces the script shell, so npm's signal reaches the server instead of a shell that dies.
  expect(scripts.serve).toMatch(/^exec tsx server\/node\/main\.ts$/);
  expect(scripts.start).toMatch(/&& exec npm run serve$/);
});
