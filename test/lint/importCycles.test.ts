import path from 'path';
import { lint, REPO_ROOT, rulesFor, scratchFolder, type LintFinding } from './repoLint';

// Lint's refusal of import circles (issue 29): import/no-cycle let two circles of files through because their
// imports were type-only, and ten pairs of server folders imported each other. The repository's own rules
// (eslint-local/) count every import, and refuse a circle of server folders. One lint run covers every case.

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
  // Folders of a server root: live and tournaments import each other (no circle of files), through a third
  // folder too; words is below both.
  'server/live/stream.ts': "import { MESSAGES } from '../tournaments/lifecycle';\n\nexport const said = MESSAGES;\n",
  'server/tournaments/lifecycle.ts': "import { NOT_FOUND } from '../words/messages';\n\nexport const MESSAGES = [NOT_FOUND];\n",
  'server/tournaments/routes.ts': "import type { Snapshot } from '../history/snapshot';\n\nexport type Sent = Snapshot;\n",
  'server/history/snapshot.ts': "import type { said } from '../live/stream';\n\nexport type Snapshot = typeof said;\n",
  'server/words/messages.ts': "export const NOT_FOUND = 'Tournament not found';\n",
  'server/app.ts': "import { said } from './live/stream';\nimport { MESSAGES } from './tournaments/lifecycle';\n\nexport const all = [said, MESSAGES];\n",
});
let findings: LintFinding[];
beforeAll(() => {
  // The folder rule as the repository sets it for server/src, rooted at the scratch server instead.
  findings = lint(files, scratch.dir, { 'local/no-folder-circle': ['error', { root: path.relative(REPO_ROOT, path.join(scratch.dir, 'server')) }] });
});
afterAll(() => scratch.remove());

const found = (ruleId: string, folder: string) => findings.filter((f) => f.ruleId === ruleId && f.at.startsWith(`${folder}/`)).map((f) => f.at);

describe('lint and a circle of files', () => {
  test('fails when the files import each other with `import type` only', () => {
    expect(found('local/no-import-circle', 'typeCircle')).toEqual(['typeCircle/a.ts:1', 'typeCircle/b.ts:1']);
  });

  test('fails when the circle closes through a dynamic import and a type read with `import()`', () => {
    expect(found('local/no-import-circle', 'lazyCircle')).toEqual(['lazyCircle/loader.ts:1', 'lazyCircle/pack.ts:1']);
  });

  test('passes when what both share moves below them', () => {
    expect(found('local/no-import-circle', 'noCircle')).toEqual([]);
  });
});

describe('lint and a circle of server folders', () => {
  test('is on for server/src, rooted there', () => {
    expect(rulesFor('server/src/app.ts')['local/no-folder-circle']).toEqual(['error', { root: 'server/src' }]);
  });

  test('fails on each import of the circle, type-only ones included, and names the way back', () => {
    expect(found('local/no-folder-circle', 'server')).toEqual(['server/history/snapshot.ts:1', 'server/live/stream.ts:1', 'server/tournaments/routes.ts:1']);
    expect(findings.find((f) => f.at === 'server/live/stream.ts:1')?.message).toContain('live → tournaments → history → live');
  });

  test('passes the folder below them all and the files at the top that tie the folders together', () => {
    expect(found('local/no-folder-circle', 'server').filter((at) => at.startsWith('server/words/') || at.startsWith('server/app.ts'))).toEqual([]);
    expect(found('local/no-import-circle', 'server')).toEqual([]);
  });
});
