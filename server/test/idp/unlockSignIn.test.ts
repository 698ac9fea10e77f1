import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase, type Db } from '../../src/db/database';
import { claimAttempt, THROTTLE_RULES, type ThrottleKey } from '../../src/idp/signInThrottle';
import { copyPgliteTemplate } from '../pgliteTemplate';

const run = promisify(execFile);
const ROOT = path.join(__dirname, '..', '..', '..');
const ACCOUNT: ThrottleKey = { kind: 'account', key: 'admin' };
const ADDRESS: ThrottleKey = { kind: 'address', key: '203.0.113.7' };
const TOKEN_ADDRESS: ThrottleKey = { kind: 'tokenAddress', key: '203.0.113.7' };

describe('npm run staff:unlock', () => {
  // The command opens the database itself, as the server would: an embedded one no server is using.
  let dataDir: string;
  beforeAll(() => {
    dataDir = copyPgliteTemplate();
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  async function withDatabase<T>(use: (db: Db) => Promise<T>): Promise<T> {
    const database = await openDatabase({ dataDir });
    try {
      return await use(database.db);
    } finally {
      await database.close();
    }
  }

  async function exhaust(db: Db, throttle: ThrottleKey, now: Date): Promise<void> {
    for (let i = 0; i < THROTTLE_RULES[throttle.kind].freeFailures; i++) await claimAttempt(db, throttle, now);
  }

  const unlockCommand = (...args: string[]) =>
    run(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'server', 'src', 'idp', 'unlockSignIn.ts'), ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });

  it('forgets the failures of an account, or of an address at sign-in and at the token endpoint, so that the next attempt is allowed at once', async () => {
    const now = new Date();
    await withDatabase(async (db) => {
      for (const throttle of [ACCOUNT, ADDRESS, TOKEN_ADDRESS]) {
        await exhaust(db, throttle, now);
        expect((await claimAttempt(db, throttle, now)).allowed).toBe(false);
      }
    });

    const account = await unlockCommand('admin');
    expect(account.stdout).toContain('the server using it must be stopped');
    expect(account.stdout).toContain('Unlocked account "admin": its failed attempts are forgotten.');
    expect((await unlockCommand('--address', '203.0.113.7')).stdout).toContain('Unlocked address "203.0.113.7"');
    expect((await unlockCommand('admin')).stdout).toContain('account "admin" had no failed attempts.');

    await withDatabase(async (db) => {
      for (const throttle of [ACCOUNT, ADDRESS, TOKEN_ADDRESS]) expect(await claimAttempt(db, throttle, now)).toEqual({ allowed: true });
    });
    // Three runs of the command, each a new process compiling it and starting the embedded database: 5 s each alone.
  }, 60_000);

  it('says how to use it when given no account, or a client (wrong client secrets lock no client)', async () => {
    for (const args of [[], ['--client', 'tournament-ingest']]) {
      await expect(unlockCommand(...args)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Usage: npm run staff:unlock -- <username>') });
    }
  });
});
