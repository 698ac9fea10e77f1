import { spawnSync } from 'child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import path from 'path';

/** The repository's root: its .eslintrc.cjs is the configuration under test. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null; message: string; line: number }[];
}

/** A message of lint: the rule, and where ("file:line", relative to the folder linted). */
export interface LintFinding {
  ruleId: string | null;
  at: string;
  message: string;
}

const ESLINT = 'node_modules/eslint/bin/eslint.js';

function eslint(args: string[]): string {
  const run = spawnSync(process.execPath, [ESLINT, ...args], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (run.status !== 0 && run.status !== 1) throw new Error(`eslint failed (${run.status}): ${run.stderr}`);
  return run.stdout;
}

/**
 * ESLint's command line as `npm run lint` runs it (the repository's configuration), in a process of its own: the
 * jsdom environment of these tests lacks what typescript-eslint's rules need (structuredClone). The files sit in a
 * scratch folder inside the repository, which lint and git ignore, so that a lint run by someone else never sees
 * them; --no-ignore lints them here. `rules` overrides rules, as a case that needs its own folder as a rule's root.
 */
export function lint(files: string[], base: string, rules?: Record<string, unknown>): LintFinding[] {
  const output = eslint(['--no-ignore', '--format', 'json', ...(rules ? ['--rule', JSON.stringify(rules)] : []), ...files]);
  return (JSON.parse(output) as LintResult[]).flatMap(({ filePath, messages }) =>
    messages.map(({ ruleId, line, message }) => ({ ruleId, at: `${path.relative(base, filePath)}:${line}`, message })),
  );
}

/** The rules the repository's configuration sets for a file (relative to the repository), as --print-config shows them. */
export function rulesFor(file: string): Record<string, unknown> {
  return (JSON.parse(eslint(['--print-config', file])) as { rules: Record<string, unknown> }).rules;
}

/** A fresh scratch folder inside the repository, and a writer of files into it; remove() when done. */
export function scratchFolder(prefix: string) {
  mkdirSync(path.join(REPO_ROOT, 'scratch'), { recursive: true });
  const dir = mkdtempSync(path.join(REPO_ROOT, 'scratch', prefix));
  return {
    dir,
    /** Writes the files (paths relative to the folder), answering their absolute paths. */
    write(files: Record<string, string>): string[] {
      return Object.entries(files).map(([name, text]) => {
        const file = path.join(dir, name);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, text);
        return file;
      });
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
