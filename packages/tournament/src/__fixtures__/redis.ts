// Starts a throwaway redis-server (Debian's package) on 127.0.0.1 and a free port for a test.
import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';

/** The redis-server binary on PATH (or in /usr/bin, /usr/sbin), or undefined. */
export function findRedisServer(): string | undefined {
  const dirs = [
    ...(process.env.PATH ?? '').split(delimiter),
    '/usr/bin',
    '/usr/sbin',
    '/usr/local/bin',
  ];
  for (const dir of dirs) {
    const file = join(dir, 'redis-server');
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {}
  }
  return undefined;
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A running redis-server; `stop` ends it. */
export interface TestRedis {
  readonly port: number;
  stop(): Promise<void>;
}

/** Starts redis-server without persistence and waits until it accepts connections. */
export async function startRedis(binary: string): Promise<TestRedis> {
  // The free port is closed before redis-server binds it, and another process can take it in
  // between (a slow start on a loaded machine widens the gap): then try another port.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const started = await launch(binary, port);
    if ('child' in started) return { port, stop: () => stop(started.child) };
    if (!/Address already in use/.test(started.output) || attempt === 5)
      throw new Error(
        `redis-server exited with code ${started.code} before it was ready:\n${started.output}`,
      );
  }
}

/** redis-server on `port` once ready, or its exit code and whole output when it ends before. */
function launch(
  binary: string,
  port: number,
): Promise<{ child: ChildProcess } | { code: number | null; output: string }> {
  const child: ChildProcess = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve({ child });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    // 'close', not 'exit': the output is complete only once both pipes are read.
    child.once('close', (code) => resolve({ code, output }));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
