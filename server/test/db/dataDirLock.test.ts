import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectedConsoleLines } from '../../../test/consoleLines';
import { DataDirInUseError, LOCK_FILE_NAME, lockDataDir, type LockHolder } from '../../src/db/dataDirLock';

describe('the data directory lock', () => {
  const takeOvers = expectedConsoleLines('warn', /^Taking over /);
  let dataDir: string;
  const lockFile = () => path.join(dataDir, LOCK_FILE_NAME);
  const writeLock = (holder: LockHolder) => fs.writeFileSync(lockFile(), JSON.stringify(holder));
  const holder = (overrides: Partial<LockHolder>): LockHolder => ({ pid: process.pid, host: os.hostname(), since: new Date().toISOString(), url: 'http://elsewhere:8080', ...overrides });
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-lock-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('names its holder in the file and is removed on release', async () => {
    const lock = await lockDataDir(dataDir, 'http://localhost:8080');
    const written = JSON.parse(fs.readFileSync(lockFile(), 'utf8')) as LockHolder;
    expect(written).toEqual({ pid: process.pid, host: os.hostname(), since: expect.any(String), url: 'http://localhost:8080' });
    lock.recordDatabaseProcess(4242);
    expect((JSON.parse(fs.readFileSync(lockFile(), 'utf8')) as LockHolder).database?.pid).toBe(4242);
    lock.release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('refuses while its holder runs, naming the directory, pid, host, time and URL', async () => {
    const running = holder({});
    writeLock(running);
    const refusal = lockDataDir(dataDir, undefined);
    await expect(refusal).rejects.toThrow(DataDirInUseError);
    await expect(refusal).rejects.toThrow(`The data directory ${dataDir} is in use by another server (pid ${process.pid} on ${running.host} since ${running.since}, serving http://elsewhere:8080)`);
  });

  it('refuses a lock from another host, whose processes it cannot see', async () => {
    writeLock(holder({ host: 'another-host' }));
    await expect(lockDataDir(dataDir, undefined)).rejects.toThrow('on another-host');
  });

  it('takes over a lock whose pid now belongs to a process started after it (a restarted container)', async () => {
    writeLock(holder({ since: '2000-01-01T00:00:00.000Z' }));
    const lock = await lockDataDir(dataDir, 'http://localhost:8080');
    expect((JSON.parse(fs.readFileSync(lockFile(), 'utf8')) as LockHolder).since).not.toBe('2000-01-01T00:00:00.000Z');
    expect(takeOvers()).toEqual([`Taking over ${dataDir} from a server that is gone (pid ${process.pid} on ${os.hostname()} since 2000-01-01T00:00:00.000Z, serving http://elsewhere:8080).`]);
    lock.release();
  });

  it('leaves alone a lock that a later server took over', async () => {
    const lock = await lockDataDir(dataDir, undefined);
    const later = holder({ since: new Date(Date.now() + 1000).toISOString() });
    writeLock(later);
    lock.release();
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8'))).toEqual(later);
  });
});
