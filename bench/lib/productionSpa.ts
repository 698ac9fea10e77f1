/**
 * The production SPA the browser figures load: built once per bench run (`webpack --mode production`, as
 * `npm run build`) into a temp dir, which is removed when the run ends.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const repositoryRoot = path.resolve(__dirname, '../..');
let build: Promise<string> | undefined;

async function buildInto(dir: string, log: (line: string) => void): Promise<string> {
  log('building the production SPA (webpack --mode production)');
  const webpack = path.join(repositoryRoot, 'node_modules/.bin/webpack');
  await promisify(execFile)(webpack, ['--mode', 'production', '--output-path', dir], { cwd: repositoryRoot, maxBuffer: 64 * 1024 * 1024 });
  return dir;
}

/** The build's directory (a server's WEB_ROOT); the first call builds it. */
export function productionSpaDir(log: (line: string) => void): Promise<string> {
  if (!build) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-bench-spa-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    build = buildInto(dir, log);
  }
  return build;
}
