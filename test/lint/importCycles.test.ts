import { lintMessages, scratchFolder } from './repoLint';

// Lint's refusal of import circles (issue 29): import/no-cycle let two through because their imports were
// type-only; the repository's own rule (eslint-local/) counts every import. One lint run covers every case.

const scratch = scratchFolder('import-cycles-');
const files = scratch.write({
  // Two files that import each other's types.
  'typeCircle/a.ts': "import type { B } from './b';\n\nexport interface A {\n  b?: B;\n}\n",
  'typeCircle/b.ts': "import type { A } from './a';\n\nexport interface B {\n  a?: A;\n}\n",
  // A lazily loaded module that reads its loader's type with import(): the circle src/i18n had.
  'lazyCircle/loader.ts': "export const load = () => import('./pack');\n",
  'lazyCircle/pack.ts': "export const pack: { load: typeof import('./loader').load } | null = null;\n",
  // The same types moved below both sides.
  'noCircle/shared.ts': 'export interface A {\n  b?: B;\n}\nexport interface B {\n  a?: A;\n}\n',
  'noCircle/a.ts': "import type { A } from './shared';\n\nexport const a: A = {};\n",
  'noCircle/b.ts': "import type { B } from './shared';\nimport { a } from './a';\n\nexport const b: B = { a };\n",
});
let circles: string[];
beforeAll(() => {
  circles = lintMessages(files, 'local/no-import-circle', scratch.dir);
});
afterAll(() => scratch.remove());

const inFolder = (folder: string) => circles.filter((at) => at.startsWith(`${folder}/`));

describe('lint and a circle of files', () => {
  test('fails when the files import each other with `import type` only', () => {
    expect(inFolder('typeCircle')).toEqual(['typeCircle/a.ts:1', 'typeCircle/b.ts:1']);
  });

  test('fails when the circle closes through a dynamic import and a type read with `import()`', () => {
    expect(inFolder('lazyCircle')).toEqual(['lazyCircle/loader.ts:1', 'lazyCircle/pack.ts:1']);
  });

  test('passes when what both share moves below them', () => {
    expect(inFolder('noCircle')).toEqual([]);
  });
});
