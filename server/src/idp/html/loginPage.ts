import { escapeHtml, htmlPage } from './layout';

export interface LoginPageOptions {
  action: string;
  /** The pending authorization request's id, posted back so the answer belongs to that request. */
  requestId: string;
  username?: string;
  error?: string;
}

export function loginPage({ action, requestId, username = '', error }: LoginPageOptions): string {
  const alert = error ? `<div class="error" id="error" role="alert">${escapeHtml(error)}</div>\n` : '';
  return htmlPage(
    'Sign in to Tournament Console',
    `${alert}<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="request" value="${escapeHtml(requestId)}">
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" value="${escapeHtml(username)}" required${username ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${username ? ' autofocus' : ''}>
<button id="kc-login" type="submit">Sign in</button>
</form>`,
  );
}
