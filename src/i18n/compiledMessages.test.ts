/**
 * The SPA's build ships no ICU parser (webpack.messages.ts): every text must reach react-intl already compiled to
 * its AST, or the console would show it verbatim, placeholders and all. This runs the build's own steps on the
 * sources: FormatJS's transformer on every file that declares messages, and the catalog parse on each Romanian file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
import { CATALOG_FILES, compileCatalog, compileEnglishMessages } from '../../webpack.messages';

const ROOT = path.resolve(__dirname, '../..');
const ROMANIAN_FOLDER = path.join(ROOT, 'src/i18n/ro');

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Each `defaultMessage` property of a file, by its value's kind (StringLiteral, ArrayLiteralExpression, …). */
function defaultMessageKinds(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const kinds: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'defaultMessage') kinds.push(ts.SyntaxKind[node.initializer.kind]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return kinds;
}

describe('texts compiled for the build', () => {
  const declaring = sourceFiles(path.join(ROOT, 'src')).filter((file) => fs.readFileSync(file, 'utf8').includes('defaultMessage'));

  it('turns the English of every message in src/ into an AST', () => {
    expect(declaring.length).toBeGreaterThan(10);
    const left = declaring.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const { outputText } = ts.transpileModule(text, {
        fileName: file,
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX },
        transformers: compileEnglishMessages(),
      });
      const before = defaultMessageKinds(file, text).length;
      const after = defaultMessageKinds(`${file}.js`, outputText);
      const compiled = after.filter((kind) => kind === 'ArrayLiteralExpression').length;
      return compiled === before && after.length === before ? [] : [`${path.relative(ROOT, file)}: ${compiled} of ${before} compiled (${after.join(', ')})`];
    });
    expect(left).toEqual([]);
  });

  it('turns every Romanian text into the AST react-intl would parse', () => {
    const files = fs.readdirSync(ROMANIAN_FOLDER).filter((name) => name.endsWith('.json'));
    expect(files.length).toBeGreaterThan(10);
    for (const name of files) {
      const file = path.join(ROMANIAN_FOLDER, name);
      expect(CATALOG_FILES.test(file)).toBe(true);
      const json = fs.readFileSync(file, 'utf8');
      const strings = JSON.parse(json) as Record<string, string>;
      expect(compileCatalog(json)).toEqual(Object.fromEntries(Object.entries(strings).map(([id, text]) => [id, parse(text)])));
    }
    expect(CATALOG_FILES.test(path.join(ROOT, 'package.json'))).toBe(false);
    expect(CATALOG_FILES.test(path.join(ROOT, 'src/config.json'))).toBe(false);
  });

  it('fails the build on a Romanian text that is not ICU', () => {
    expect(() => compileCatalog('{"app.broken": "{count, plural, one {#}"}')).toThrow(/app\.broken/);
  });
});
