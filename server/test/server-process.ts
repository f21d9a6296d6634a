import { spawn, type ChildProcessByStdio } from 'node:child_process';
import net from 'node:net';
import type { Readable } from 'node:stream';

/** How a process ended: its exit code, or the signal that killed it. */
export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** The real server (server/main.ts through tsx) running in a process of its own. */
export interface ServerProcess {
  child: ChildProcessByStdio<null, Readable, Readable>;
  url: string;
  /** Resolves once the process has exited. */
  exited: Promise<Exit>;
  /** The end of what it wrote to stderr, for failure messages. */
  stderr(): string;
}

/** A port nobody listens on right now (the kernel's pick). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Keeps the last `max` characters a stream wrote. */
function tail(stream: Readable, max = 8000): () => string {
  let text = '';
  stream.on('data', (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-max);
  });
  return () => text;
}

/**
 * Starts the server on the embedded database in `dataDir`, with stdout and stderr as pipes to
 * this process (stdout is read until a test pauses or destroys it), and waits until it answers
 * /api/health. Throws, with what it printed, when it exits or stays unready for 60 s.
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      STATIC_DIR: '/nonexistent',
      DATABASE_URL: '',
      SMTP_URL: '',
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.stdout.on('data', () => undefined);
  const server: ServerProcess = { child, url: `http://127.0.0.1:${port}`, exited, stderr: tail(child.stderr) };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${server.stderr()}`);
    const res = await fetch(`${server.url}/api/health`).catch(() => null);
    if (res?.ok) return server;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready within 60 s: ${server.stderr()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** How the process ended, or 'still running' after `ms` (and then it is killed). */
export async function exitWithin(server: ServerProcess, ms: number): Promise<Exit | 'still running'> {
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    server.exited,
    new Promise<'still running'>((resolve) => (timer = setTimeout(() => resolve('still running'), ms))),
  ]);
  clearTimeout(timer);
  if (outcome === 'still running') server.child.kill('SIGKILL');
  return outcome;
}

/** Kills what is left of a server (a test that failed half-way); no-op once it has exited. */
export async function killServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}
