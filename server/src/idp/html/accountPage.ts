import type { Language } from '../../../../src/i18n/languages';
import { wordsIn } from '../../http/serverText';
import type { StaffAccount } from '../staffAccounts';
import { escapeHtml, htmlPage } from './layout';
import { pageMessages as M } from './pageMessages';

/** The account page a browser sees (keycloak-js accountManagement()), in `language`; read-only, accounts live in a file. */
export function accountPage(language: Language, account: StaffAccount | undefined, backTo: string, logoutUrl: string): string {
  const words = wordsIn(language);
  const title = words(M.account);
  const back = `<p><a class="button" id="back" href="${escapeHtml(backTo)}">${escapeHtml(words(M.backToConsole))}</a></p>`;
  if (!account) return htmlPage(language, title, `<p id="message">${escapeHtml(words(M.notSignedIn))}</p>\n${back}`);
  const rows = [
    [M.username, account.username],
    [M.name, account.name],
    [M.email, account.email],
    [M.roles, account.roles.join(', ')],
  ] as const;
  const list = rows.map(([label, value]) => `<dt>${escapeHtml(words(label))}</dt><dd>${escapeHtml(value)}</dd>`).join('\n');
  return htmlPage(language, title, `<dl>\n${list}\n</dl>\n${back}\n<p><a href="${escapeHtml(logoutUrl)}">${escapeHtml(words(M.signOut))}</a></p>`);
}
