import DOMPurify, { type Config } from 'dompurify';
import { allowsAttribute, LINK_SCHEMES, RICH_TEXT_ELEMENTS, RICH_TEXT_TAGS } from '../domain/richText';

const CONFIG: Config = {
  ALLOWED_TAGS: RICH_TEXT_TAGS,
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ELEMENTS).flatMap((attributes) => Object.keys(attributes)))],
  // DOMPurify's own rule for links (a scheme, or none: a relative link), with only the editor's schemes; it also judges
  // every other attribute's value, so it must let plain words through. The hook below then drops relative links.
  ALLOWED_URI_REGEXP: new RegExp(`^(?:(?:${LINK_SCHEMES.join('|')}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`, 'i'),
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** An instance of our own: its hook must not reach other users of DOMPurify's shared one. */
function richTextPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  // ALLOWED_ATTR is one list for every element; the per-element attributes and their values are the domain's.
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (!allowsAttribute(node.nodeName.toLowerCase(), data.attrName, data.attrValue)) data.keepAttr = false;
  });
  return purifier;
}

/**
 * Rich text as the editor may load it: only what the editor itself writes (src/domain/richText.ts).
 * The server stores it so already; this is for text stored before it did, or by any other way in.
 * Quill parses its value through innerHTML, where an <img onerror> would run.
 */
export function sanitizeRichText(html: string): string {
  return richTextPurifier().sanitize(html, CONFIG);
}
