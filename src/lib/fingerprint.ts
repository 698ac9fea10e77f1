/**
 * A short text that changes when a JSON value's content changes (FNV-1a over its JSON, 32 bits): kept in
 * the store instead of the value itself to tell later whether it is still the same. Key order counts.
 */
export function fingerprint(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
