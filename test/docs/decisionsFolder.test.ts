import fs from 'node:fs';
import path from 'node:path';

/**
 * docs/decisions/ holds one file per decision and an index (README.md); this keeps the folder readable by the rules
 * the index states: each file named and shaped alike and short, the numbers a plain sequence, every replacement
 * marked on both sides, and the index listing every file once.
 */
const FOLDER = path.join(__dirname, '../../docs/decisions');
const INDEX = 'README.md';
const MAX_LINES = 40;
/** Numbers skipped when the decisions were one file; never reuse them. */
const NEVER_USED = [148];

interface Decision {
  file: string;
  number: number;
  lines: string[];
  status: string;
}

/** The Status line with its continuation lines, as one text. */
function statusOf(lines: readonly string[]): string {
  const start = lines.findIndex((line) => line.startsWith('- **Status:** '));
  if (start < 0) return '';
  const continued = lines.slice(start + 1).findIndex((line) => !line.startsWith('  '));
  const end = continued < 0 ? lines.length : start + 1 + continued;
  return lines.slice(start, end).map((line) => line.trim()).join(' ').slice('- **Status:** '.length);
}

function readDecisions(): Decision[] {
  return fs
    .readdirSync(FOLDER)
    .filter((file) => file !== INDEX)
    .sort()
    .map((file) => {
      const lines = fs.readFileSync(path.join(FOLDER, file), 'utf8').replace(/\n$/, '').split('\n');
      return { file, number: Number(file.slice(0, 3)), lines, status: statusOf(lines) };
    });
}

/** The decision files a text links to, e.g. `[053](053-ranks-counted-by-blocks.md)` → '053-ranks-counted-by-blocks.md'. */
const linkedFiles = (text: string): string[] => [...text.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map(([, file]) => file);

/**
 * Per status clause ('; ' apart): the files a decision is replaced or retired by, and the files it replaces or
 * retires, e.g. 'partly replaced by [124](…)' and 'replaces [013](…) and retires [022](…)'.
 */
function replacementsIn(status: string): { replacedBy: string[]; replaces: string[] } {
  const clauses = status.split('; ');
  const linksOf = (clause: RegExp) => clauses.filter((text) => clause.test(text)).flatMap(linkedFiles);
  return { replacedBy: linksOf(/^(partly replaced by|replaced by|retired:) /), replaces: linksOf(/^replaces /) };
}

describe('docs/decisions', () => {
  const decisions = readDecisions();
  const byFile = new Map(decisions.map((decision) => [decision.file, decision]));

  it('holds the decisions', () => {
    expect(decisions.length).toBeGreaterThan(150);
  });

  it('names every file NNN-slug.md, slug in lower-case ASCII', () => {
    expect(decisions.map(({ file }) => file).filter((file) => !/^\d{3}-[a-z0-9]+(-[a-z0-9]+)*\.md$/.test(file))).toEqual([]);
  });

  it(`keeps every file within ${MAX_LINES} lines`, () => {
    expect(decisions.filter(({ lines }) => lines.length > MAX_LINES).map(({ file, lines }) => `${file}: ${lines.length} lines`)).toEqual([]);
  });

  it("opens every file with its own number's title line and a Status before the sections", () => {
    const statusBeforeSections = (lines: readonly string[]) => {
      const at = lines.findIndex((line) => line.startsWith('- **Status:** '));
      return at > 0 && at < lines.indexOf('## Context');
    };
    const misshapen = decisions.filter(({ number, lines, status }) => !lines[0].startsWith(`# ${number}. `) || !statusBeforeSections(lines) || !/^(accepted|replaced by |partly replaced by |retired: )/.test(status));
    expect(misshapen.map(({ file }) => file)).toEqual([]);
  });

  it('gives every file the sections Context, Decision and Consequences, in that order, none empty', () => {
    const sections = (lines: readonly string[]) => lines.filter((line) => line.startsWith('## '));
    const empty = (lines: readonly string[]) =>
      lines.some((line, at) => {
        if (!line.startsWith('## ')) return false;
        const next = lines.slice(at + 1).findIndex((following) => following.startsWith('## '));
        return lines.slice(at + 1, next < 0 ? undefined : at + 1 + next).every((following) => following.trim() === '');
      });
    const misshapen = decisions.filter(({ lines }) => sections(lines).join('|') !== '## Context|## Decision|## Consequences' || empty(lines));
    expect(misshapen.map(({ file }) => file)).toEqual([]);
  });

  it('numbers the decisions once each, from 1 on with no gap but the numbers never used', () => {
    const numbers = decisions.map(({ number }) => number);
    const expected = Array.from({ length: Math.max(...numbers) }, (_, at) => at + 1).filter((number) => !NEVER_USED.includes(number));
    expect(numbers).toEqual(expected);
  });

  it('links only to decision files that exist', () => {
    const broken = decisions.flatMap(({ file, lines }) => linkedFiles(lines.join('\n')).filter((target) => !byFile.has(target)).map((target) => `${file} → ${target}`));
    expect(broken).toEqual([]);
  });

  it('marks a replacement on both sides: "replaced by" in the old, "replaces" in the new', () => {
    const unmatched = decisions.flatMap(({ file, status }) => {
      const { replacedBy, replaces } = replacementsIn(status);
      const newerMissing = replacedBy.filter((newer) => !replacementsIn(byFile.get(newer)?.status ?? '').replaces.includes(file)).map((newer) => `${newer} does not say it replaces ${file}`);
      const olderMissing = replaces.filter((older) => !replacementsIn(byFile.get(older)?.status ?? '').replacedBy.includes(file)).map((older) => `${older} does not say it is replaced by ${file}`);
      return [...newerMissing, ...olderMissing];
    });
    expect(unmatched).toEqual([]);
  });

  it('lists every file in the index exactly once, and nothing else', () => {
    const rows = fs.readFileSync(path.join(FOLDER, INDEX), 'utf8').split('\n').filter((line) => /^\| \d{3} \| \[/.test(line));
    // A row is '| NNN | [Title](file) | status |': its first link is the decision it lists, the status's links follow.
    const listed = rows.map((row) => linkedFiles(row)[0]);
    const counts = new Map<string, number>();
    for (const file of listed) counts.set(file, (counts.get(file) ?? 0) + 1);
    const wrong = [...byFile.keys(), ...listed.filter((file) => !byFile.has(file))].filter((file) => counts.get(file) !== 1 || !byFile.has(file));
    expect([...new Set(wrong)]).toEqual([]);
  });
});
