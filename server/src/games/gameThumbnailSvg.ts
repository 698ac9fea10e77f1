/** A game's placeholder thumbnail: colours and shapes derived from its id and name, so it never changes. */

const THUMBNAIL_WIDTH = 200;
const THUMBNAIL_HEIGHT = 150;
const NAME_MAX_CHARS = 20;

/** FNV-1a: a stable, well-spread hash of a short string. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0)!;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function truncate(text: string): string {
  const chars = [...text];
  return chars.length > NAME_MAX_CHARS ? `${chars.slice(0, NAME_MAX_CHARS - 1).join('')}…` : text;
}

function initials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, 2).map((word) => [...word][0].toUpperCase()).join('') || '?';
}

export function gameThumbnailSvg(game: { id: number; game_name: string; vendor: string }): string {
  const seed = hash(`${game.id}:${game.game_name}`);
  const hue = seed % 360;
  const accentHue = (hue + 40 + ((seed >>> 9) % 120)) % 360;
  const circleX = 20 + ((seed >>> 3) % 160);
  const circleRadius = 30 + ((seed >>> 13) % 50);
  // Unique per game, so that several thumbnails inlined in one page keep their own gradients.
  const gradientId = `thumbnail-${game.id}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" viewBox="0 0 ${THUMBNAIL_WIDTH} ${THUMBNAIL_HEIGHT}">`,
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${accentHue},75%,35%)"/>`,
    '</linearGradient></defs>',
    `<rect width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" fill="url(#${gradientId})"/>`,
    `<circle cx="${circleX}" cy="30" r="${circleRadius}" fill="hsl(${accentHue},90%,70%)" fill-opacity="0.35"/>`,
    '<g font-family="Helvetica, Arial, sans-serif" text-anchor="middle" fill="#fff">',
    `<text x="100" y="78" font-size="48" font-weight="700">${escapeXml(initials(game.game_name))}</text>`,
    `<text x="100" y="110" font-size="15" font-weight="600">${escapeXml(truncate(game.game_name))}</text>`,
    `<text x="100" y="134" font-size="12" fill-opacity="0.85">${escapeXml(truncate(game.vendor))}</text>`,
    '</g></svg>',
  ].join('');
}
