import type { Language } from '../../../../src/i18n/languages';
import { wordsIn, type ServerText } from '../../http/serverText';
import { escapeHtml, htmlPage } from './layout';
import { pageMessages as M } from './pageMessages';

export interface LoginPageOptions {
  action: string;
  /** The pending authorization request, sealed (sealedAuthorizationRequest.ts), posted back so the answer belongs to it. */
  pending: string;
  username?: string;
  error?: ServerText;
}

export function loginPage(language: Language, { action, pending, username = '', error }: LoginPageOptions): string {
  const words = wordsIn(language);
  const alert = error ? `<div class="error" id="error" role="alert">${escapeHtml(words(error))}</div>\n` : '';
  return htmlPage(
    language,
    words(M.signInTitle),
    `${alert}<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="request" value="${escapeHtml(pending)}">
<label for="username">${escapeHtml(words(M.username))}</label>
<input id="username" name="username" autocomplete="username" value="${escapeHtml(username)}" required${username ? '' : ' autofocus'}>
<label for="password">${escapeHtml(words(M.password))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${username ? ' autofocus' : ''}>
<button id="kc-login" type="submit">${escapeHtml(words(M.signIn))}</button>
</form>`,
  );
}
