/**
 * The rich text of a tournament (terms_and_conditions_text): exactly what the console's editor writes.
 * The editor (react-quill 2 on Quill 1.3.7) is limited to RICH_TEXT_FORMATS, and the server
 * (server/src/tournaments/richText.ts) and the console (src/lib/sanitizeRichText.ts) keep only the
 * HTML those formats produce, so that stored markup can never carry script.
 */

/**
 * Quill's formats the editor accepts, typed or pasted: its toolbar's (header, bold, italic, underline,
 * link, ordered and bullet lists, indent) and what its keyboard adds ("[ ] " starts a checklist).
 */
export const RICH_TEXT_FORMATS = ['header', 'bold', 'italic', 'underline', 'link', 'list', 'indent'];

/** Quill's only link schemes (Link.PROTOCOL_WHITELIST); it writes about:blank for any other, which the sanitizers drop. */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];

const LINK_SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * A link the text may keep: an absolute URL of LINK_SCHEMES. Relative and scheme-relative (`//host`) links go too,
 * though Quill keeps what was typed: they would lead wherever the page showing the terms lives, or to any host.
 */
export function isAllowedLink(href: string): boolean {
  const scheme = LINK_SCHEME.exec(href.trim())?.[1];
  return scheme !== undefined && LINK_SCHEMES.includes(scheme.toLowerCase());
}

/** An attribute's allowed values, whole; 'url' is a link, allowed by isAllowedLink. */
type AttributeRule = readonly string[] | 'url';

/** Quill's IndentClass: ql-indent-1 … ql-indent-8 on a block. */
const BLOCK_ATTRIBUTES = { class: Array.from({ length: 8 }, (_, index) => `ql-indent-${index + 1}`) };

/** Every element those formats produce, with its attributes (Quill's blot for each named). */
export const RICH_TEXT_ELEMENTS: Readonly<Record<string, Readonly<Record<string, AttributeRule>>>> = {
  p: BLOCK_ATTRIBUTES, // Block
  br: {}, // Break: the empty line <p><br></p>
  h1: BLOCK_ATTRIBUTES, // Header 1-6 (the toolbar offers 1-3, pasting keeps the others)
  h2: BLOCK_ATTRIBUTES,
  h3: BLOCK_ATTRIBUTES,
  h4: BLOCK_ATTRIBUTES,
  h5: BLOCK_ATTRIBUTES,
  h6: BLOCK_ATTRIBUTES,
  strong: {}, // Bold
  em: {}, // Italic
  u: {}, // Underline
  a: { href: 'url', rel: ['noopener noreferrer'], target: ['_blank'] }, // Link always sets rel and target
  ol: {}, // List 'ordered'
  ul: { 'data-checked': ['true', 'false'] }, // List 'bullet', 'checked' and 'unchecked'
  li: BLOCK_ATTRIBUTES, // ListItem
};

export const RICH_TEXT_TAGS = Object.keys(RICH_TEXT_ELEMENTS);

/** Whether `tag` may carry `name="value"`. */
export function allowsAttribute(tag: string, name: string, value: string): boolean {
  const attributes = Object.hasOwn(RICH_TEXT_ELEMENTS, tag) ? RICH_TEXT_ELEMENTS[tag] : {};
  if (!Object.hasOwn(attributes, name)) return false;
  const rule = attributes[name];
  return rule === 'url' ? isAllowedLink(value) : rule.includes(value);
}
