import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The SPA as the e2e specs serve it: a development build, so that Redux Toolkit's serializability and
 * immutability checks, React's warnings and the action recorder are all on (production strips them).
 * Built once per run (~15 s) into a temp dir named by E2E_WEB_ROOT. Set E2E_WEB_ROOT yourself to reuse
 * a build while iterating on specs: `npx webpack --mode development --output-path /tmp/tc-web`.
 */
export const WEB_ROOT_VARIABLE = 'E2E_WEB_ROOT';
const BUILT_HERE_VARIABLE = 'E2E_WEB_ROOT_BUILT_BY_SETUP';

const repositoryRoot = path.resolve(__dirname, '../../..');

/** Builds the SPA in a child process, so that the run's databases are prepared meanwhile (globalSetup). */
export async function buildSpaForE2e(): Promise<void> {
  if (process.env[WEB_ROOT_VARIABLE]) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-e2e-spa-'));
  const webpack = path.join(repositoryRoot, 'node_modules/.bin/webpack');
  await new Promise<void>((resolve, reject) => {
    const build = spawn(webpack, ['--mode', 'development', '--output-path', dir], { cwd: repositoryRoot, stdio: ['ignore', 'ignore', 'inherit'] });
    build.on('error', reject);
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The SPA's build for the e2e run failed (webpack exit code ${code})`))));
  });
  process.env[WEB_ROOT_VARIABLE] = dir;
  process.env[BUILT_HERE_VARIABLE] = 'true';
}

export function removeSpaBuild(): void {
  const dir = process.env[WEB_ROOT_VARIABLE];
  if (dir && process.env[BUILT_HERE_VARIABLE]) fs.rmSync(dir, { recursive: true, force: true });
}

/** The built SPA's directory, for a test server's WEB_ROOT. */
export function builtSpaDir(): string {
  const dir = process.env[WEB_ROOT_VARIABLE];
  if (!dir || !fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`No SPA build in ${WEB_ROOT_VARIABLE} (${dir ?? 'unset'}): the e2e globalSetup builds it`);
  }
  return dir;
}
