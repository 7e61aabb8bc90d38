// Throwaway PostgreSQL cluster and Redis server for tests and benchmarks: a temp folder, a free loopback
// port, nothing left behind by `stop()`. Used by scripts/test-server-postgres.mjs (npm test, .ci/run) and
// scripts/bench-api.ts, so CI and developers start them the same way and never rely on one left running.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The newest Debian PostgreSQL bin folder (or PG_BIN), or undefined when PostgreSQL is not installed. */
export function findPostgresBin() {
  if (process.env.PG_BIN) return fs.existsSync(path.join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : undefined;
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin/initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : undefined;
}

/** redis-server on the PATH, or undefined. */
export function findRedisServer() {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    const candidate = path.join(dir, 'redis-server');
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The first port from `start` that nobody listens on at 127.0.0.1. */
export async function freePort(start) {
  for (let port = start; port < start + 200; port++) {
    const free = await new Promise((resolve) => {
      const server = net.createServer().once('error', () => resolve(false)).listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${start}..${start + 199}`);
}

/**
 * PostgreSQL refuses to run as root: as root, run it as the Debian package's `postgres` user (or a `pgtest`
 * user made here); as anyone else, as yourself. `setpriv` execs in place, so the child's pid is postgres'.
 */
function postgresUser() {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'pgtest']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }));
      return { name, uid, gid };
    } catch {
      /* try the next */
    }
  }
  execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'pgtest']);
  return postgresUser();
}

function asUser(user, command, args) {
  return user ? ['setpriv', ['--reuid', String(user.uid), '--regid', String(user.gid), '--init-groups', '--', command, ...args]] : [command, args];
}

/**
 * initdb in a temp folder and a postgres on a free loopback port (from 55432), durability switched off (a
 * throwaway cluster: speed over crash safety). Resolves to `{ url, port, pid, stop, start,
 * processes }`; `url` names the `postgres` database as superuser `postgres` (trust on loopback only).
 */
export async function startThrowawayPostgres({ bin = findPostgresBin(), portFrom = 55432, maxConnections = 300 } = {}) {
  if (!bin) throw new Error('PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb; set PG_BIN)');
  const user = postgresUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'throwaway-postgres-'));
  const data = path.join(dir, 'data');
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const run = (command, args) => {
    const [c, a] = asUser(user, path.join(bin, command), args);
    execFileSync(c, a, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${error.stderr?.toString() || error.message}`);
  }
  const port = await freePort(portFrom);
  const settings = {
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: dir,
    max_connections: String(maxConnections),
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    shared_buffers: '64MB',
    log_min_messages: 'fatal',
  };
  const [command, args] = asUser(user, path.join(bin, 'postgres'), ['-D', data, ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])]);
  let child;
  let exited;
  // Whatever ends this process (an error, a forgotten stop) ends the cluster too: SIGQUIT, immediate shutdown.
  const onExit = () => {
    child?.kill('SIGQUIT');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', onExit);
  const cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    pid: undefined,
    /** Starts the cluster again after `stop({ keep: true })` (fault tests: a database restart). */
    async start() {
      child = spawn(command, args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
      cluster.pid = child.pid;
      let log = '';
      child.stderr.on('data', (chunk) => (log += chunk));
      exited = new Promise((resolve) => child.once('exit', resolve));
      await waitForPort(port, child, () => log);
    },
    /** SIGINT: PostgreSQL's fast shutdown (`pg_ctl stop -m fast`: ends sessions, no waiting for clients). */
    async stop({ keep = false } = {}) {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
      if (!keep) {
        process.off('exit', onExit);
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    /** The postmaster and its backends, for `kill -STOP` / `-CONT` (a database that stops answering). */
    processes() {
      const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(child.pid)], { encoding: 'utf8' }).split('\n').map(Number).filter(Boolean);
      return [child.pid, ...children];
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}

/** redis-server on a free loopback port (from 6390), nothing saved to disk. Resolves to `{ url, port, pid, stop, start }`. */
export async function startThrowawayRedis({ server = findRedisServer(), portFrom = 6390 } = {}) {
  if (!server) throw new Error('redis-server is not installed');
  const port = await freePort(portFrom);
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--loglevel', 'warning'];
  let child;
  let exited;
  const onExit = () => child?.kill('SIGKILL');
  process.once('exit', onExit);
  const redis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    pid: undefined,
    /** Starts it again (empty) on the same port after `stop({ keep: true })` (fault tests). */
    async start() {
      child = spawn(server, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      redis.pid = child.pid;
      let log = '';
      child.stdout.on('data', (chunk) => (log += chunk));
      child.stderr.on('data', (chunk) => (log += chunk));
      exited = new Promise((resolve) => child.once('exit', resolve));
      await waitForPort(port, child, () => log);
    },
    async stop({ keep = false } = {}) {
      if (!keep) process.off('exit', onExit);
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  try {
    await redis.start();
  } catch (error) {
    await redis.stop();
    throw error;
  }
  return redis;
}

/**
 * An S3-compatible server (s3rver, an npm dev dependency: nothing to install beyond `npm ci`) on a free loopback
 * port (from 9400) with one bucket, its objects in a temp folder. Resolves to `{ endpoint, port, bucket, env, pid,
 * objectKeys, stop, start }`: `env` is what the server needs (S3_BUCKET, S3_ENDPOINT and the credentials s3rver accepts);
 * `stop({ keep: true })` stops the process and keeps the objects, so that `start()` brings the same store back on
 * the same port (fault tests); `stop()` removes everything.
 */
export async function startThrowawayS3({ portFrom = 9400, bucket = 'promotion-uploads' } = {}) {
  const port = await freePort(portFrom);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'throwaway-s3-'));
  const script = new URL('./throwaway-s3-server.mjs', import.meta.url).pathname;
  let child;
  let exited;
  const onExit = () => {
    child?.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', onExit);
  const store = {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    bucket,
    /** Keys of the objects stored (read from s3rver's folder: its ListObjects refuses the SDK v3's signatures). */
    objectKeys: () =>
      fs
        .readdirSync(path.join(dir, bucket), { recursive: true })
        .filter((file) => String(file).endsWith('._S3rver_object'))
        .map((file) => String(file).replace(/\._S3rver_object$/, ''))
        .sort(),
    env: { S3_BUCKET: bucket, S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' },
    pid: undefined,
    async start() {
      child = spawn(process.execPath, [script, String(port), dir, bucket], { stdio: ['ignore', 'pipe', 'pipe'] });
      store.pid = child.pid;
      let log = '';
      child.stdout.on('data', (chunk) => (log += chunk));
      child.stderr.on('data', (chunk) => (log += chunk));
      exited = new Promise((resolve) => child.once('exit', resolve));
      await waitForPort(port, child, () => log);
    },
    async stop({ keep = false } = {}) {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      if (!keep) {
        process.off('exit', onExit);
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  try {
    await store.start();
  } catch (error) {
    await store.stop();
    throw error;
  }
  return store;
}

async function waitForPort(port, child, log, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`exited before listening on ${port}:\n${log()}`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true))).once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listening on ${port} after ${timeoutMs} ms:\n${log()}`);
}
