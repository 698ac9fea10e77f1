/**
 * The PostgreSQL server the figures measure against: DATABASE_URL when set; otherwise a throw-away cluster
 * of this machine's PostgreSQL (Debian's /usr/lib/postgresql/<version>/bin, as .ci/run starts it) on a free
 * loopback port, always stopped and removed; otherwise none, and the figures say so.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../server/test/freePort';

const run = promisify(execFile);

/** What a figure reports in place of a PostgreSQL measurement when there is no server. */
export const NO_POSTGRES = 'not measured: no PostgreSQL server on this machine (install Debian\'s postgresql, or set DATABASE_URL)';

const POSTGRES_ROOT = '/usr/lib/postgresql';

/**
 * The throw-away cluster's buffer cache, sized to hold the 1,000,000-player board as README tells operators to size
 * theirs. At PostgreSQL's default (128 MB) a read under figure 11's ingest was seen writing out the ingest's dirty
 * pages before it could read (decision 180). A server from DATABASE_URL keeps its own settings.
 */
export const BENCH_SHARED_BUFFERS = '512MB';

/** The newest installed server's bin directory, or undefined. */
function postgresBin(): string | undefined {
  if (!fs.existsSync(POSTGRES_ROOT)) return undefined;
  const versions = fs
    .readdirSync(POSTGRES_ROOT)
    .filter((version) => fs.existsSync(path.join(POSTGRES_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest && path.join(POSTGRES_ROOT, newest, 'bin');
}

/** PostgreSQL refuses to run as root: as root, its tools run as the postgres user, which owns the cluster. */
function asPostgres(command: string, args: string[]) {
  return process.getuid?.() === 0 ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
}

interface Cluster {
  url: string;
  stop(): Promise<void>;
}

async function startCluster(bin: string, log: (line: string) => void): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-bench-pg-'));
  const data = path.join(dir, 'data');
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  const stop = () => asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
  try {
    if (process.getuid?.() === 0) fs.chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout), 0);
    const port = await freePort();
    await asPostgres(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust']);
    await asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-o', `-h 127.0.0.1 -p ${port} -k ${dir} -c shared_buffers=${BENCH_SHARED_BUFFERS}`, '-l', path.join(dir, 'log'), '-w', 'start']);
    log(`started a throw-away PostgreSQL cluster (${bin}, shared_buffers=${BENCH_SHARED_BUFFERS}) on 127.0.0.1:${port}`);
    return {
      url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
      async stop() {
        await stop();
        remove();
      },
    };
  } catch (error) {
    // A start that timed out may have left a server running on the directory about to be removed.
    if (fs.existsSync(path.join(data, 'postmaster.pid'))) await stop().catch(() => undefined);
    remove();
    throw error;
  }
}

export async function withPostgres<T>(log: (line: string) => void, work: (postgresUrl: string | undefined) => Promise<T>): Promise<T> {
  if (process.env.DATABASE_URL) return work(process.env.DATABASE_URL);
  const bin = postgresBin();
  if (!bin) {
    log(NO_POSTGRES);
    return work(undefined);
  }
  const cluster = await startCluster(bin, log);
  try {
    return await work(cluster.url);
  } finally {
    await cluster.stop();
    log('stopped and removed the PostgreSQL cluster');
  }
}
