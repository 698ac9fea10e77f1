/**
 * The catalogs against the code (issue 14: a test fails when a key is missing in either language). Every message
 * declared with `defineMessages` in src/ and server/src/ is read with the TypeScript compiler, the way FormatJS's
 * extractor finds them; the Romanian catalog is every file of src/i18n/ro/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
const SOURCE_FOLDERS = ['src', 'server/src'];
const ROMANIAN_FOLDER = path.join(ROOT, 'src/i18n/ro');

const relative = (file: string) => path.relative(ROOT, file);

interface Declared {
  id: string;
  english: string;
  /** file:line */
  where: string;
}

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const calleeName = (callee: ts.Expression) =>
  ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;

function stringProperty(object: ts.ObjectLiteralExpression, name: string): string | undefined {
  const property = object.properties.find((candidate) => ts.isPropertyAssignment(candidate) && candidate.name.getText() === name);
  if (!property || !ts.isPropertyAssignment(property)) return undefined;
  const value = property.initializer;
  return ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value) ? value.text : undefined;
}

/** The messages of every `defineMessages({...})` call in the file, and the places the extractor cannot read. */
function messagesIn(file: string): { declared: Declared[]; unreadable: string[] } {
  const text = fs.readFileSync(file, 'utf8');
  const declared: Declared[] = [];
  const unreadable: string[] = [];
  if (!text.includes('defineMessages')) return { declared, unreadable };
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const where = (node: ts.Node) => `${relative(file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && calleeName(node.expression) === 'defineMessages') {
      const [group] = node.arguments;
      if (!group || !ts.isObjectLiteralExpression(group)) unreadable.push(`${where(node)}: not an object literal`);
      else {
        for (const property of group.properties) {
          const descriptor = ts.isPropertyAssignment(property) ? property.initializer : undefined;
          const id = descriptor && ts.isObjectLiteralExpression(descriptor) ? stringProperty(descriptor, 'id') : undefined;
          const english = descriptor && ts.isObjectLiteralExpression(descriptor) ? stringProperty(descriptor, 'defaultMessage') : undefined;
          if (id === undefined || english === undefined) unreadable.push(`${where(property)}: id and defaultMessage must be string literals`);
          else declared.push({ id, english, where: where(property) });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { declared, unreadable };
}

const extracted = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder))).map(messagesIn);
const declared = extracted.flatMap((file) => file.declared);
const unreadable = extracted.flatMap((file) => file.unreadable);
const englishById = new Map<string, Declared[]>();
for (const message of declared) englishById.set(message.id, [...(englishById.get(message.id) ?? []), message]);

/** Each Romanian file (an area of the code) and its entries, in the file's order. */
const romanianFiles = fs
  .readdirSync(ROMANIAN_FOLDER)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ area: name.replace(/\.json$/, ''), entries: Object.entries(JSON.parse(fs.readFileSync(path.join(ROMANIAN_FOLDER, name), 'utf8')) as Record<string, string>) }));
const romanian = new Map(romanianFiles.flatMap(({ entries }) => entries));

const areaOf = (id: string) => id.split('.')[0];

/** Lines `  area (n):` then one line per id, for a failure message a translator can work through. */
function byArea(lines: Array<{ id: string; line: string }>): string {
  const areas = new Map<string, string[]>();
  for (const { id, line } of [...lines].sort((a, b) => a.id.localeCompare(b.id))) areas.set(areaOf(id), [...(areas.get(areaOf(id)) ?? []), line]);
  return [...areas].map(([area, entries]) => `  ${area} (${entries.length}):\n${entries.map((entry) => `    ${entry}`).join('\n')}`).join('\n');
}

function failWith(problems: Array<{ id: string; line: string }>, heading: string): void {
  if (problems.length > 0) throw new Error(`${problems.length} ${heading}\n${byArea(problems)}`);
}

/** The names a message's ICU syntax interpolates: arguments, the values of plural/select/number/date/time, tags. */
function placeholders(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.type === TYPE.tag ? `<${element.value}>` : element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) placeholders(option.value, names);
    if (element.type === TYPE.tag) placeholders(element.children, names);
  }
  return names;
}

function parsed(message: string): MessageFormatElement[] | string {
  try {
    return parse(message);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const sorted = (names: Set<string>) => [...names].sort().join(', ') || 'none';

describe('message catalogs', () => {
  it('finds the messages of the code, each readable', () => {
    expect(declared.map((message) => message.id)).toEqual(expect.arrayContaining(['app.navbar.running', 'components.app.name']));
    expect(unreadable).toEqual([]);
  });

  it('has a Romanian text for every message of the code', () => {
    const missing = [...englishById].filter(([id]) => !romanian.has(id)).map(([id, [first]]) => ({ id, line: `${id}: ${JSON.stringify(first.english)} (${first.where})` }));
    failWith(missing, 'ids have no Romanian text: add them to src/i18n/ro/<area>.json');
  });

  it('has no Romanian text whose id the code no longer declares', () => {
    const stale = [...romanian.keys()].filter((id) => !englishById.has(id)).map((id) => ({ id, line: id }));
    failWith(stale, 'Romanian ids are declared nowhere in the code: remove them (or declare the message)');
  });

  it('gives each id one English text', () => {
    const conflicting = [...englishById]
      .filter(([, messages]) => new Set(messages.map((message) => message.english)).size > 1)
      .map(([id, messages]) => ({ id, line: `${id}: ${messages.map((message) => `${JSON.stringify(message.english)} (${message.where})`).join(' ≠ ')}` }));
    failWith(conflicting, 'ids have more than one English text: give each text its own id, or reuse one message');
  });

  it('keeps the placeholders of the English text in the Romanian one, both valid ICU', () => {
    const problems = [...englishById].flatMap(([id, [first]]) => {
      const english = parsed(first.english);
      const text = romanian.get(id);
      if (typeof english === 'string') return [{ id, line: `${id}: the English text is not ICU MessageFormat (${english})` }];
      // "player '{id}'" would show "player {id}": in ICU an apostrophe before a brace quotes it ('' is one apostrophe).
      const quoting = [first.english, text ?? ''].find((message) => /(?:^|[^'])(?:'')*'[{}]/.test(message));
      if (quoting !== undefined) return [{ id, line: `${id}: ${JSON.stringify(quoting)} quotes a brace; write two apostrophes ('') for one` }];
      if (text === undefined) return [];
      const translation = parsed(text);
      if (typeof translation === 'string') return [{ id, line: `${id}: the Romanian text is not ICU MessageFormat (${translation})` }];
      const [expected, found] = [sorted(placeholders(english)), sorted(placeholders(translation))];
      return expected === found ? [] : [{ id, line: `${id}: English has ${expected}; Romanian has ${found}` }];
    });
    failWith(problems, 'messages differ in their placeholders or do not parse');
  });

  it("keeps each area's Romanian texts in its own file, sorted by id", () => {
    const misplaced = romanianFiles.flatMap(({ area, entries }) =>
      entries.filter(([id]) => areaOf(id) !== area).map(([id]) => ({ id, line: `${id}: in ${area}.json, not ${areaOf(id)}.json` })),
    );
    failWith(misplaced, 'Romanian ids are in another area’s file');
    const unsorted = romanianFiles.filter(({ entries }) => entries.some(([id], index) => index > 0 && entries[index - 1][0] > id)).map(({ area }) => `${area}.json`);
    expect(unsorted).toEqual([]);
  });

  it('writes Romanian with comma-below ș and ț, not the cedilla ş and ţ', () => {
    const cedillas = [...romanian].filter(([, text]) => /[şţŞŢ]/.test(text)).map(([id, text]) => ({ id, line: `${id}: ${text}` }));
    failWith(cedillas, 'Romanian texts use a cedilla letter');
  });
});
