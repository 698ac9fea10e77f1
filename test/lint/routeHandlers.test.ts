import { lint, rulesFor, scratchFolder, type LintFinding } from './repoLint';

// Route handlers are named functions (decision 165): the restriction server/src lints with, applied to scratch files.

const scratch = scratchFolder('route-handlers-');
const files = scratch.write({
  'routes.ts': [
    'declare const app: { get(...args: unknown[]): void; post(...args: unknown[]): void };',
    'declare const cache: Map<string, () => number>;',
    "app.get('/api/a', { schema: {} }, async (request: unknown) => request);",
    "app.post('/api/b', async function () {\n  return 1;\n});",
    "app.get('/api/c', { schema: {} }, async function readC(request: unknown) {\n  return request;\n});",
    'export const values = [cache.get(\'k\'), [1].map((n) => n)];',
    '',
  ].join('\n'),
});
let findings: LintFinding[];
beforeAll(() => {
  findings = lint(files, scratch.dir, { 'no-restricted-syntax': rulesFor('server/src/app.ts')['no-restricted-syntax'] });
});
afterAll(() => scratch.remove());

test('lint refuses an arrow or an anonymous function as a route handler, and nothing else', () => {
  expect(findings.filter((f) => f.ruleId === 'no-restricted-syntax').map((f) => f.at)).toEqual(['routes.ts:3', 'routes.ts:4']);
});
