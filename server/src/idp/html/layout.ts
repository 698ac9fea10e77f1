import type { Language } from '../../../../src/i18n/languages';
import { inlineSource } from '../../http/securityHeaders';
import { wordsIn, type ServerText } from '../../http/serverText';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Everything placed into the provider's HTML goes through this, attribute values included. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ENTITIES[character]);
}

const STYLE = `
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
         font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f0f2f5; color: #1f1f1f; }
  main { background: #fff; padding: 2rem 2.5rem; border-radius: 8px; box-shadow: 0 2px 12px rgba(0,0,0,.08); width: 22rem; }
  h1 { font-size: 1.4rem; margin: 0 0 1.5rem; }
  label { display: block; font-size: .9rem; margin-bottom: .3rem; }
  input { box-sizing: border-box; width: 100%; padding: .55rem .7rem; margin-bottom: 1rem; border: 1px solid #d9d9d9;
          border-radius: 6px; font-size: 1rem; }
  input:focus { outline: 2px solid #1677ff; border-color: #1677ff; }
  button, .button { display: inline-block; width: 100%; padding: .6rem; border: 0; border-radius: 6px; background: #1677ff;
           color: #fff; font-size: 1rem; cursor: pointer; text-align: center; text-decoration: none; }
  button:hover, .button:hover { background: #4096ff; }
  .error { background: #fff2f0; border: 1px solid #ffccc7; color: #a8071a; padding: .6rem .8rem; border-radius: 6px; margin-bottom: 1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .4rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #666; }
`;

/** The page style's source for a Content-Security-Policy: that one inline style, by its hash. */
export const PAGE_STYLE_SOURCE = inlineSource(STYLE);

/** A self-contained page in `language`: inline style, no script, nothing loaded from elsewhere. */
export function htmlPage(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body>
</html>`;
}

export interface PageMessage {
  title: ServerText;
  message: ServerText;
  /** A link onward. */
  link?: { href: string; text: ServerText };
}

/** A message with an optional link onward, for errors and for "signed out", in `language`. */
export function messagePage(language: Language, { title, message, link }: PageMessage): string {
  const words = wordsIn(language);
  const onward = link ? `<a class="button" href="${escapeHtml(link.href)}">${escapeHtml(words(link.text))}</a>` : '';
  return htmlPage(language, words(title), `<p id="message">${escapeHtml(words(message))}</p>\n${onward}`);
}
