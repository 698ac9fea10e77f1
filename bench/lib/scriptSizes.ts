/** How much JavaScript a page load cost, counted from the build rather than the wire (figures 1 and 17). */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LoggedResponse } from './networkLog';

/** The same file as `npm run build` emits it, gzipped at the highest level (what a gzip-only server would send). */
function gzipSizeOfBuiltFile(webRoot: string, url: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(webRoot, new URL(url).pathname)), { level: 9 }).length;
}

/** Scripts fetched from this server, once each (the second document after the sign-in redirect reuses the cache). */
export function ownScripts(responses: LoggedResponse[], origin: string): string[] {
  return [...new Set(responses.filter((response) => response.type === 'Script' && response.url.startsWith(origin)).map((response) => response.url))];
}

/** KB of gzip -9 of every script of this server the page loaded. */
export function ownScriptsGzipKb(responses: LoggedResponse[], origin: string, webRoot: string): number {
  return ownScripts(responses, origin).reduce((total, url) => total + gzipSizeOfBuiltFile(webRoot, url), 0) / 1024;
}
