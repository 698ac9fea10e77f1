import type { Transformer } from '@ant-design/cssinjs';

/** The properties jsdom's computed style is asked for here: Testing Library's and jest-dom's hidden and visible, user-event's clickable. */
const READ_PROPERTIES = new Set(['display', 'visibility', 'opacity', 'pointerEvents']);

/**
 * antd's style rules with only those properties: jsdom's getComputedStyle matches every rule of the page against an
 * element, for each element a role query looks at, and antd's hundreds of rules made that most of a form test's time.
 * A rule left empty is dropped by the style compiler, so it is never matched.
 */
export const visibilityStylesOnly: Transformer = {
  visit: (style) =>
    Object.fromEntries(Object.entries(style).filter(([key, value]) => (typeof value === 'object' && value !== null) || READ_PROPERTIES.has(key))),
};
