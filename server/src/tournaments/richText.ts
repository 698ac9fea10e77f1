import sanitizeHtml from 'sanitize-html';
import { allowsAttribute, LINK_SCHEMES, RICH_TEXT_ELEMENTS, RICH_TEXT_TAGS } from '../../../src/domain/richText';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ELEMENTS).map(([tag, attributes]) => [tag, Object.keys(attributes)])),
  // sanitize-html's own class filter would split class lists; the values are checked whole below.
  allowedClasses: {},
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  // Links are absolute (allowsAttribute below drops the rest); sanitize-html's own check would let `//host` through.
  allowProtocolRelative: false,
  // sanitize-html would empty an attribute whose value is not allowed; this drops it, as DOMPurify does in the console.
  transformTags: {
    '*': (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(Object.entries(attribs).filter(([name, value]) => allowsAttribute(tagName, name, value))),
    }),
  },
};

/**
 * The rich text as it may be stored: only the elements and attributes the console's editor writes
 * (src/domain/richText.ts), links only absolute ones to LINK_SCHEMES; everything else is dropped, the text of a
 * dropped element kept (but not that of script or style).
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * The tournament fields with their terms text as it will be stored: the rules (T&C text required when there is
 * no URL) judge what is kept, so terms made only of script count as empty instead of passing and being stored empty.
 */
export function withSanitizedTerms<T extends { terms_and_conditions_text: string }>(fields: T): T {
  return { ...fields, terms_and_conditions_text: sanitizeRichText(fields.terms_and_conditions_text) };
}
