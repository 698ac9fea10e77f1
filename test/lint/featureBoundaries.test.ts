import { spawnSync } from 'child_process';
import { readdirSync } from 'fs';
import path from 'path';
import { REPO_ROOT } from './repoLint';

// Lint's refusal of sideways imports between features (issue 29): each feature has its zone (.eslintrc.cjs, made from
// src/features' folders), and another feature is imported only through its faces. ESLint's Node API lints each case's
// text as if it were that file of the repository (lintText's filePath), with the repository's configuration. It runs
// in a node process of its own: typescript-eslint's rules need what this jsdom environment lacks (structuredClone).

interface Case {
  file: string;
  code: string;
}

/** A node script: lints each case given on stdin, answers its no-restricted-paths messages and the zones' targets. */
const LINT_CASES = `
const { ESLint } = require('eslint');
const path = require('path');
(async () => {
  const cases = JSON.parse(require('fs').readFileSync(0, 'utf8'));
  const eslint = new ESLint({ cwd: process.cwd() });
  const findings = [];
  for (const { file, code } of cases) {
    const [result] = await eslint.lintText(code, { filePath: path.resolve(file) });
    findings.push(result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message));
  }
  const config = await eslint.calculateConfigForFile(path.resolve('src/features/editor/editorSlice.ts'));
  const zones = config.rules['import/no-restricted-paths'][1].zones.map((zone) => zone.target);
  process.stdout.write(JSON.stringify({ findings, zones }));
})();
`;

function lintCases(cases: Case[]): { findings: string[][]; zones: unknown[] } {
  const run = spawnSync(process.execPath, ['-e', LINT_CASES], { cwd: REPO_ROOT, input: JSON.stringify(cases), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`linting failed (${run.status}): ${run.stderr}`);
  return JSON.parse(run.stdout) as { findings: string[][]; zones: unknown[] };
}

const internal = "import { selectStatus } from '../editor/editorSelectors';\n\nexport const read = selectStatus;\n";
const CASES = {
  internal: { file: 'src/features/leaderboard/boundaryProbe.ts', code: internal },
  internalComponentFromSubfolder: {
    file: 'src/features/editor/pages/BoundaryProbe.tsx',
    code: "import { LeaderboardTab } from '../../leaderboard/components/LeaderboardTab';\n\nexport const Tab = LeaderboardTab;\n",
  },
  faces: {
    file: 'src/features/simulation/boundaryProbe.ts',
    code: [
      "import { selectStatus } from '../editor';",
      "import { LeaderboardTab } from '../leaderboard/ui';",
      "import { boostersFeature } from '../boosters/boostersFeature';",
      '',
      'export const all = [selectStatus, LeaderboardTab, boostersFeature];',
      '',
    ].join('\n'),
  },
  own: { file: 'src/features/editor/save/boundaryProbe.ts', code: "import { selectStatus } from '../editorSelectors';\n\nexport const read = selectStatus;\n" },
  test: { file: 'src/features/leaderboard/boundaryProbe.test.ts', code: internal },
  fixtures: { file: 'src/features/leaderboard/probeFixtures.ts', code: internal },
} satisfies Record<string, Case>;
type CaseName = keyof typeof CASES;

let found: Record<CaseName, string[]>;
let zoneTargets: unknown[];
beforeAll(() => {
  const names = Object.keys(CASES) as CaseName[];
  const { findings, zones } = lintCases(names.map((name) => CASES[name]));
  found = Object.fromEntries(names.map((name, index) => [name, findings[index]])) as Record<CaseName, string[]>;
  zoneTargets = zones;
});

const REFUSED = expect.stringMatching(/restricted zone\. Import another feature through its index\.ts, ui\.ts or <name>Feature\.ts/);

describe('lint and the boundaries between features', () => {
  test("refuses a feature's import of another feature's internal file", () => {
    expect(found.internal).toEqual([REFUSED]);
  });

  test("refuses it from a feature's subfolder, and for a component", () => {
    expect(found.internalComponentFromSubfolder).toEqual([REFUSED]);
  });

  test("passes an import of another feature's faces: index.ts, ui.ts and its lazily loaded feature", () => {
    expect(found.faces).toEqual([]);
  });

  test("passes a feature's imports of its own files", () => {
    expect(found.own).toEqual([]);
  });

  test("lets tests and fixtures set up a store with another feature's internals", () => {
    expect(found.test).toEqual([]);
    expect(found.fixtures).toEqual([]);
  });

  test('has a zone for every feature folder, read from src/features when lint starts', () => {
    const folders = readdirSync(path.join(REPO_ROOT, 'src/features'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(zoneTargets).toEqual(expect.arrayContaining(folders.map((folder) => `./src/features/${folder.name}`)));
  });
});
