import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { hashPassword } from './passwordHash';
import { saveStaffAccount, staffAccountsFile } from './staffAccounts';

const USAGE = 'Usage: npm run staff:add -- <username> [--name "Full Name"] [--email x@y] [--role admin]... (password from STAFF_PASSWORD or asked)';

async function askPassword(): Promise<string> {
  const prompt = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await prompt.question('Password: ');
  } finally {
    prompt.close();
  }
}

/** Adds or replaces a staff account in USERS_FILE (default server/config/staff-accounts.json). */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { name: { type: 'string' }, email: { type: 'string' }, role: { type: 'string', multiple: true } },
  });
  const [username] = positionals;
  if (!username) throw new Error(USAGE);
  const password = process.env.STAFF_PASSWORD ?? (await askPassword());
  if (!password) throw new Error('The password must not be empty');
  const file = staffAccountsFile(process.env.USERS_FILE);
  await saveStaffAccount(file, {
    username,
    name: values.name ?? username,
    email: values.email ?? `${username}@example.test`,
    roles: values.role ?? ['admin'],
    password_hash: await hashPassword(password),
  });
  console.log(`Saved ${username} in ${file}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
