/**
 * Stopping the server the way a process manager or a terminal does: a signal to the npm process.
 * The signal has to reach the server through npm and its script shell, and the port has to be freed.
 * The environment npm passes on configures the tenant.
 */
import { api } from '@contract/schemas';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { apiClient, expectShape } from '../testing/api-client';
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

function spawnServe(env: Record<string, string>): ChildProcess {
  const child = spawn('npm', ['run', 'serve'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DEMO_CONTROLS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  npm = child;
  return child;
}

/** Starts `npm run serve` on a free port and resolves with that port once the server listens. */
async function serve(env: Record<string, string> = {}): Promise<{ npm: ChildProcess; port: number }> {
  const child = spawnServe(env);
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

describe('DEMO_BULK_CUSTOMERS', () => {
  it('adds that many generated customers to the admin list', async () => {
    const { port } = await serve({ DEMO_BULK_CUSTOMERS: '40' });
    const client = apiClient((request) => fetch(request), `http://127.0.0.1:${port}`);
    const admin = await client.login('admin@example.com');
    const users = expectShape(
      api.adminUsers,
      (await client.call('GET', '/admin/users', { token: admin })).body,
    ).data;
    // The six customers of the normal demo and the generated ones.
    expect(users).toHaveLength(46);
    expect(users.map((user) => user.email)).toContain('customer00040@example.com');
  }, 45_000);

  it('refuses a value that is not a whole number from 0 to 99999', async () => {
    const child = spawnServe({ DEMO_BULK_CUSTOMERS: 'lots' });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const code = await waitFor<number | null>(
      'npm to exit',
      (resolve) => child.once('exit', resolve),
      30_000,
    );
    expect(code).not.toBe(0);
    expect(errors).toContain('DEMO_BULK_CUSTOMERS=lots is not valid.');
  }, 45_000);
});
