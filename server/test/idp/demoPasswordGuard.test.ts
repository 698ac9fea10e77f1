import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configFromEnv } from '../../src/config';
import { isLoopbackHost, refuseDemoPasswordBeyondLoopback } from '../../src/idp/demoPasswordGuard';
import { StartRefusal } from '../../src/startRefusal';
import { hashPassword } from '../../src/idp/passwordHash';
import { saveStaffAccount } from '../../src/idp/staffAccounts';

const REPO = path.join(__dirname, '..', '..', '..');

// Without USERS_FILE, configFromEnv gives the shipped staff accounts file, where admin/admin signs in.

describe('where the server listens', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    expect(configFromEnv({}).host).toBe('127.0.0.1');
    expect(configFromEnv({ HOST: '' }).host).toBe('127.0.0.1');
    expect(configFromEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('tells loopback addresses from the others', () => {
    const loopback = ['127.0.0.1', '127.0.1.1', '::1', '[::1]', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', 'localhost'];
    const beyond = ['0.0.0.0', '::', '192.168.1.5', '10.0.0.1', 'fe80::1', 'console.example.test'];
    expect([...loopback, ...beyond].filter(isLoopbackHost)).toEqual(loopback);
  });

  it('trusts no proxy unless TRUST_PROXY names them', () => {
    expect(configFromEnv({}).trustProxy).toBeUndefined();
    expect(configFromEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
  });
});

describe('the demo password beyond loopback', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-demo-password-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses to listen on every interface while admin still signs in with admin', async () => {
    const refusal = refuseDemoPasswordBeyondLoopback(configFromEnv({ HOST: '0.0.0.0' }));
    await expect(refusal).rejects.toThrow(StartRefusal);
    await expect(refusal).rejects.toThrow(/^Refusing to listen on 0\.0\.0\.0: .*admin\/admin.*staff-accounts\.json.*ALLOW_DEMO_PASSWORD=yes/);
  });

  it('listens beyond loopback when told so explicitly, and on loopback anyway', async () => {
    await expect(refuseDemoPasswordBeyondLoopback(configFromEnv({ HOST: '0.0.0.0', ALLOW_DEMO_PASSWORD: 'yes' }))).resolves.toBeUndefined();
    await expect(refuseDemoPasswordBeyondLoopback(configFromEnv({ HOST: '0.0.0.0', ALLOW_DEMO_PASSWORD: 'true' }))).rejects.toThrow(StartRefusal);
    await expect(refuseDemoPasswordBeyondLoopback(configFromEnv({}))).resolves.toBeUndefined();
  });

  it('listens beyond loopback once the password is changed, or with an external issuer (no demo password there)', async () => {
    const usersFile = path.join(dir, 'staff-accounts.json');
    await saveStaffAccount(usersFile, { username: 'admin', name: 'Admin', email: 'a@example.test', roles: ['admin'], password_hash: await hashPassword('a long one') });
    await expect(refuseDemoPasswordBeyondLoopback(configFromEnv({ HOST: '0.0.0.0', USERS_FILE: usersFile }))).resolves.toBeUndefined();
    await expect(refuseDemoPasswordBeyondLoopback(configFromEnv({ HOST: '0.0.0.0', USERS_FILE: path.join(dir, 'none.json') }))).resolves.toBeUndefined();
    await expect(refuseDemoPasswordBeyondLoopback(configFromEnv({ HOST: '0.0.0.0', OIDC_ISSUER: 'https://sso.example.test/realms/x' }))).resolves.toBeUndefined();
  });

  it('makes the server process print the refusal alone and exit 1, before it opens a database', async () => {
    const env = { ...process.env, HOST: '0.0.0.0', ALLOW_DEMO_PASSWORD: '', USERS_FILE: '', OIDC_ISSUER: '', KEYCLOAK_URL: '', DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '' };
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(process.execPath, ['--import', 'tsx', path.join(REPO, 'server/src/main.ts')], { env, cwd: REPO }, (_error, _stdout, stderr) =>
        resolve({ code: child.exitCode, stderr }),
      );
    });
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(/^Refusing to listen on 0\.0\.0\.0: [^\n]*ALLOW_DEMO_PASSWORD=yes\.$/);
    expect(fs.existsSync(path.join(dir, 'data'))).toBe(false);
  });
});
