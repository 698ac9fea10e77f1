import { spawnSync } from 'child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import path from 'path';

/** The repository's root: its .eslintrc.cjs is the configuration under test. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null; message: string; line: number }[];
}

/**
 * ESLint's command line as `npm run lint` runs it (the repository's configuration), in a process of its own: the
 * jsdom environment of these tests lacks what typescript-eslint's rules need (structuredClone). The files sit in a
 * scratch folder inside the repository, which lint and git ignore, so that a lint run by someone else never sees
 * them; --no-ignore lints them here. `rules` overrides rules, as a case that needs its own folder as a rule's root.
 * Answers the messages of `ruleId`, as "file:line" relative to `base`.
 */
export function lintMessages(files: string[], ruleId: string, base: string, rules?: Record<string, unknown>): string[] {
  const args = ['node_modules/eslint/bin/eslint.js', '--no-ignore', '--format', 'json', ...(rules ? ['--rule', JSON.stringify(rules)] : []), ...files];
  const lint = spawnSync(process.execPath, args, { cwd: REPO_ROOT, encoding: 'utf8' });
  if (lint.status !== 0 && lint.status !== 1) throw new Error(`eslint failed (${lint.status}): ${lint.stderr}`);
  return (JSON.parse(lint.stdout) as LintResult[]).flatMap(({ filePath, messages }) =>
    messages.filter((m) => m.ruleId === ruleId).map((m) => `${path.relative(base, filePath)}:${m.line}`),
  );
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
