import type { Language } from '../../../../src/i18n/languages';
import { wordsIn } from '../../http/serverText';
import { escapeHtml, htmlPage } from './layout';
import { pageMessages as M } from './pageMessages';

/** Asks before a sign-out no id_token_hint vouches for (as Keycloak does): the form posts `fields` back, with its token. */
export function logoutConfirmationPage(language: Language, action: string, fields: Record<string, string | undefined>): string {
  const words = wordsIn(language);
  const hidden = Object.entries(fields)
    .filter((field): field is [string, string] => field[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return htmlPage(
    language,
    words(M.signOutQuestion),
    `<p id="message">${escapeHtml(words(M.signOutQuestionText))}</p>
<form method="post" action="${escapeHtml(action)}">
${hidden}
<button id="kc-logout" type="submit">${escapeHtml(words(M.signOut))}</button>
</form>`,
  );
}
