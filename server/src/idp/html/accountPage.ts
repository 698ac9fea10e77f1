import type { StaffAccount } from '../staffAccounts';
import { escapeHtml, htmlPage } from './layout';

/** The account page a browser sees (keycloak-js accountManagement()); read-only, accounts live in a file. */
export function accountPage(account: StaffAccount | undefined, backTo: string, logoutUrl: string): string {
  const back = `<p><a class="button" id="back" href="${escapeHtml(backTo)}">Back to the console</a></p>`;
  if (!account) return htmlPage('Account', `<p id="message">You are not signed in.</p>\n${back}`);
  const rows = [
    ['Username', account.username],
    ['Name', account.name],
    ['Email', account.email],
    ['Roles', account.roles.join(', ')],
  ]
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('\n');
  return htmlPage('Account', `<dl>\n${rows}\n</dl>\n${back}\n<p><a href="${escapeHtml(logoutUrl)}">Sign out</a></p>`);
}
