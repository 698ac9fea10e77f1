import { BlockList, isIPv6 } from 'node:net';
import type { ServerConfig } from '../config';
import { StartRefusal } from '../startRefusal';
import { verifyPassword } from './passwordHash';
import { findStaffAccount, staffAccountsFile } from './staffAccounts';

/** The account and password the staff accounts file ships with (README: "Sign in as admin/admin"). */
const DEMO_USERNAME = 'admin';
const DEMO_PASSWORD = 'admin';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether listening on `host` keeps the server to this machine (a name other than localhost counts as not). */
export function isLoopbackHost(host: string): boolean {
  const address = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (address === 'localhost') return true;
  try {
    return LOOPBACK.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
  } catch {
    return false; // not an IP address: a host name, whose addresses we do not guess
  }
}

async function demoPasswordUnchanged(usersFile: string | undefined): Promise<boolean> {
  const account = await findStaffAccount(staffAccountsFile(usersFile), DEMO_USERNAME).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  return account !== undefined && verifyPassword(DEMO_PASSWORD, account.password_hash);
}

/**
 * admin/admin is for a machine of one's own: the embedded provider refuses to listen beyond loopback while that
 * sign-in still works, unless ALLOW_DEMO_PASSWORD=yes. An external issuer has no demo password.
 */
export async function refuseDemoPasswordBeyondLoopback(config: ServerConfig): Promise<void> {
  if (config.externalIssuer || config.allowDemoPassword || isLoopbackHost(config.host)) return;
  if (!(await demoPasswordUnchanged(config.usersFile))) return;
  throw new StartRefusal(
    `Refusing to listen on ${config.host}: anyone who reaches it could sign in as ${DEMO_USERNAME}/${DEMO_PASSWORD}, ` +
      `the demo password still set in ${staffAccountsFile(config.usersFile)}. Change it (npm run staff:add -- ${DEMO_USERNAME}), ` +
      'listen on this machine only (HOST=127.0.0.1), or accept the risk with ALLOW_DEMO_PASSWORD=yes.',
  );
}
