import { allowsAttribute, RICH_TEXT_TAGS } from '../domain/richText';
import { EDITOR_OUTPUT, HOSTILE_INPUT } from '../../test/fixtures/richTextSamples';
import { sanitizeRichText } from './sanitizeRichText';

/** Every element and attribute of `html` that the editor never writes, as `tag` or `tag[name=value]`. */
function notWrittenByTheEditor(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('*')].flatMap((element) => {
    const tag = element.localName;
    if (!RICH_TEXT_TAGS.includes(tag)) return [tag];
    return [...element.attributes].filter(({ name, value }) => !allowsAttribute(tag, name, value)).map(({ name, value }) => `${tag}[${name}=${value}]`);
  });
}

const SCRIPT_URL = /^\s*(javascript|vbscript|data):/i;

describe('sanitizeRichText (before the editor loads a value)', () => {
  it.each(Object.entries(EDITOR_OUTPUT))('keeps %s unchanged', (_name, html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each(HOSTILE_INPUT)('removes %s', (_name, html) => {
    const loaded = sanitizeRichText(html);
    expect(notWrittenByTheEditor(loaded)).toEqual([]);
    const template = document.createElement('template');
    template.innerHTML = loaded;
    const links = [...template.content.querySelectorAll('a[href]')].map((link) => link.getAttribute('href') ?? '');
    expect(links.filter((href) => SCRIPT_URL.test(href))).toEqual([]);
  });

  it("loads what the server stores of them as it is (the server's <br /> aside)", () => {
    for (const [, , stored] of HOSTILE_INPUT) expect(sanitizeRichText(stored)).toBe(stored);
    expect(sanitizeRichText('<p><br /></p>')).toBe('<p><br></p>');
  });
});
