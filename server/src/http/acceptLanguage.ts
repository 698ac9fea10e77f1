import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../src/i18n/languages';

/**
 * The language of the server's messages for a request's Accept-Language (RFC 9110 §12.5.4): the console's
 * languages only, English when the header is absent, names none of them or does not parse.
 *
 * Each language range counts for the language of its first subtag (`ro-RO` and `ro-MD` for `ro`, `en-GB` for
 * `en`), at the highest weight the header gives it; `*` stands for the languages it names nowhere else. The
 * heaviest wins, and among equals the one the header names first (an explicit range before `*`, English for `*`
 * alone). Weight 0 refuses a language; when every language is refused, English all the same (§12.5.4 lets a
 * server disregard the header rather than answer 406).
 */
export function acceptedLanguage(header: string | readonly string[] | undefined): Language {
  if (header === undefined) return DEFAULT_LANGUAGE;
  const ranges = parseAcceptLanguage(Array.isArray(header) ? header.join(',') : (header as string));
  if (!ranges) return DEFAULT_LANGUAGE;
  const wildcard = ranges.find((range) => range.language === '*');
  const candidates = LANGUAGES.map((language, order) => {
    const named = ranges.filter((range) => range.language === language);
    const given = named.length > 0 ? named : wildcard ? [wildcard] : [];
    const weight = Math.max(0, ...given.map((range) => range.weight));
    // Named ranges come before `*` in the tie-break, and `*` keeps LANGUAGES' order (English first).
    const position = named.length > 0 ? Math.min(...named.map((range) => range.position)) : ranges.length + order;
    return { language, weight, position };
  }).filter((candidate) => candidate.weight > 0);
  candidates.sort((a, b) => b.weight - a.weight || a.position - b.position);
  return candidates[0]?.language ?? DEFAULT_LANGUAGE;
}

/** The language of the server's words for this request, by its Accept-Language: errors and the sign-in pages. */
export const requestLanguage = (request: Pick<FastifyRequest, 'headers'>): Language => acceptedLanguage(request.headers['accept-language']);

/** What the OpenAPI document says of an error's words. */
export const MESSAGE_LANGUAGE_DESCRIPTION =
  "In the language of the request's Accept-Language: Romanian for ro (ro-RO, …), English otherwise and when the header is absent";

interface LanguageRange {
  /** The range's first subtag in lower case, or '*'. */
  language: string;
  weight: number;
  /** Its place in the header. */
  position: number;
}

// A header longer than any browser sends is not read (and its ranges are not scanned one by one).
const MAX_HEADER_LENGTH = 1000;
// language-range = (1*8ALPHA *("-" 1*8alphanum)) / "*"; weight = OWS ";" OWS "q=" qvalue (RFC 9110 §12.4.2, §12.5.4).
const RANGE = /^(\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)(?:[ \t]*;[ \t]*q=(0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?))?$/i;

/** The ranges of the header in its order, or undefined when one of them does not parse (the header is then disregarded). */
function parseAcceptLanguage(header: string): LanguageRange[] | undefined {
  if (header.length > MAX_HEADER_LENGTH) return undefined;
  // RFC 9110 §5.6.1: a list may have empty elements, which count for nothing.
  const elements = header
    .split(',')
    .map((element) => element.trim())
    .filter((element) => element !== '');
  const ranges: LanguageRange[] = [];
  for (const [position, element] of elements.entries()) {
    const match = RANGE.exec(element);
    if (!match) return undefined;
    ranges.push({ language: match[1].split('-')[0].toLowerCase(), weight: match[2] === undefined ? 1 : Number(match[2]), position });
  }
  return ranges;
}
