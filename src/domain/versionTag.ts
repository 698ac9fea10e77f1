/**
 * A tournament's version as an HTTP entity tag (our API's 'concurrency' extension): GET answers it as the
 * ETag, and a write sends it back as If-Match so that a stale write is refused (412) instead of lost.
 */
export const etagOf = (version: number): string => `"${version}"`;

/** The version a strong ETag of ours names; undefined for any other tag (or none). */
export function versionOfEtag(etag: string | null): number | undefined {
  const match = /^"(\d+)"$/.exec(etag ?? '');
  return match ? Number(match[1]) : undefined;
}
