import path from 'node:path';

const API_ROOT = '/api';
// Enough for any honest URL; a path still changing after that many decodings is refused as if it were the API's.
const MAX_DECODINGS = 4;

function decodedFully(text: string): string | undefined {
  let decoded = text;
  for (let round = 0; round < MAX_DECODINGS; round++) {
    const next = decodeURIComponent(decoded);
    if (next === decoded) return decoded;
    decoded = next;
  }
  return undefined;
}

/**
 * Whether a request URL, however spelled, names a path under /api: decoded (`%2F` too, and again if encoded
 * twice), `\` read as `/`, `;params` dropped from segments, dot segments and repeated slashes resolved, in
 * any case. The SPA's catch-all answers such a path 404 instead of its index.html. This is not the gate (the
 * API's routes carry that themselves, see apiGate): it keeps a misspelt API call from getting a page.
 */
export function liesUnderApi(url: string): boolean {
  let decoded: string | undefined;
  try {
    decoded = decodedFully(url.split('?')[0]);
  } catch {
    return true;
  }
  if (decoded === undefined) return true;
  const segments = decoded.replace(/\\/g, '/').split('/').map((segment) => segment.split(';')[0]);
  const normalized = path.posix.normalize(`/${segments.join('/')}`).toLowerCase();
  return normalized === API_ROOT || normalized.startsWith(`${API_ROOT}/`);
}
