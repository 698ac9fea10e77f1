import { EDITOR_OUTPUT, HOSTILE_INPUT } from '../../../test/fixtures/richTextSamples';
import { demoTournaments } from '../../src/seed/tournaments';
import { sanitizeRichText } from '../../src/tournaments/richText';

describe('sanitizeRichText keeps what the editor writes', () => {
  // sanitize-html writes the void <br> as <br />: the same element to every HTML parser.
  it.each(Object.entries(EDITOR_OUTPUT))('%s survive unchanged', (_name, html) => {
    expect(sanitizeRichText(html)).toBe(html.replaceAll('<br>', '<br />'));
  });

  it('keeps the demo data terms as seeded (the seed writes its rows without the API)', () => {
    const seeded = demoTournaments(new Date(), 300, 'http://localhost:8080').map((demo) => demo.fields.terms_and_conditions_text ?? '');
    expect(seeded.filter(Boolean).length).toBeGreaterThan(0);
    expect(seeded.map(sanitizeRichText)).toEqual(seeded);
  });

  it("keeps a dropped element's text (Quill's stray cursor span, a pasted div)", () => {
    expect(sanitizeRichText('<div>plain <span class="ql-cursor">text</span></div>')).toBe('plain text');
  });
});

describe('sanitizeRichText removes script and everything the editor does not write', () => {
  it.each(HOSTILE_INPUT)('%s', (_name, html, stored) => {
    expect(sanitizeRichText(html)).toBe(stored);
  });

  it('gives what it made back unchanged (sanitizing twice changes nothing)', () => {
    for (const [, , stored] of HOSTILE_INPUT) expect(sanitizeRichText(stored)).toBe(stored);
  });
});
