import fs from 'node:fs/promises';
import path from 'node:path';
import { hashPassword, verifyPassword } from './passwordHash';

/**
 * A staff member who may sign in to the console. The file (USERS_FILE, default
 * server/config/staff-accounts.json) is `{"accounts": [StaffAccount, ...]}`; `password_hash` is made by
 * `npm run staff:add -- <username>` (see hashPassword), never a plain password.
 */
export interface StaffAccount {
  username: string;
  name: string;
  email: string;
  roles: string[];
  password_hash: string;
}

interface StaffAccountsFile {
  accounts: StaffAccount[];
}

/** Keycloak's given/family names, from the one display name the file keeps. */
export function nameParts(name: string): { givenName: string; familyName: string } {
  const [givenName, ...familyNames] = name.split(' ');
  return { givenName, familyName: familyNames.join(' ') };
}

const DEFAULT_STAFF_ACCOUNTS_FILE = path.join(__dirname, '..', '..', 'config', 'staff-accounts.json');

export function staffAccountsFile(usersFile: string | undefined): string {
  return usersFile ? path.resolve(usersFile) : DEFAULT_STAFF_ACCOUNTS_FILE;
}

// Read on every use, so an added account or a changed role counts without a restart.
async function readStaffAccounts(file: string): Promise<StaffAccount[]> {
  const parsed = JSON.parse(await fs.readFile(file, 'utf8')) as StaffAccountsFile;
  return parsed.accounts;
}

export async function findStaffAccount(file: string, username: string): Promise<StaffAccount | undefined> {
  return (await readStaffAccounts(file)).find((account) => account.username === username);
}

// A password is checked even for an unknown user, so timing does not tell which usernames exist.
const UNKNOWN_USER_HASH = hashPassword('no such user');

/** The account, or why not (for the server's log only: the person signing in is never told which). */
export type Authentication = { account: StaffAccount } | { failure: 'unknown account' | 'wrong password' };

export async function authenticateStaff(file: string, username: string, password: string): Promise<Authentication> {
  const account = await findStaffAccount(file, username);
  const valid = await verifyPassword(password, account?.password_hash ?? (await UNKNOWN_USER_HASH));
  if (!account) return { failure: 'unknown account' };
  return valid ? { account } : { failure: 'wrong password' };
}

/** Adds or replaces an account in the file (used by the staff:add script). */
export async function saveStaffAccount(file: string, account: StaffAccount): Promise<void> {
  const accounts = await readStaffAccounts(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const others = accounts.filter((existing) => existing.username !== account.username);
  const content: StaffAccountsFile = { accounts: [...others, account] };
  await fs.writeFile(file, `${JSON.stringify(content, null, 2)}\n`);
}
