/** Strict TypeScript, import hygiene (no circles, type imports included; shared → features → app, never sideways). */
const fs = require('fs');
const path = require('path');

// Layers: shared code never imports features or the app; features never import the app (its typed hooks, what the
// API offers, and the shape of a lazily loaded feature aside: every feature hides what the API lacks, and those that
// come with their routes describe themselves to the store).
const LAYER_ZONES = [
  { target: ['./src/api', './src/lib', './src/components', './src/domain'], from: ['./src/features', './src/app'] },
  { target: './src/features', from: './src/app', except: ['./hooks.ts', './rootReducer.ts', './store.ts', './apiExtensionsSlice.ts', './lazyFeature.ts'] },
];

// Features never reach into each other (issue 29, as bulletproof-react): one zone per feature, made from the folder
// list so that a new feature has its own. Of another feature a feature imports only its faces: index.ts (actions,
// selectors, types, sagas, words: no React, so that another feature's slice may import it), ui.ts (components and
// hooks) and <name>Feature.ts (the lazily loaded feature, for `needs`). Decision 168.
const FEATURES = fs
  .readdirSync(path.join(__dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const faces = (feature) => [`./${feature}/index.ts`, `./${feature}/ui.ts`, `./${feature}/${feature}Feature.ts`];
const FEATURE_ZONES = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`, ...FEATURES.filter((other) => other !== feature).flatMap(faces)],
  message: 'Import another feature through its index.ts, ui.ts or <name>Feature.ts; export there what it may share.',
}));

module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 2022, sourceType: 'module' },
  plugins: ['@typescript-eslint', 'import', 'local'],
  extends: ['eslint:recommended', 'plugin:@typescript-eslint/recommended', 'plugin:import/typescript'],
  // Dependencies are not parsed (PGlite's bundle overflows the parser's stack): the import rules follow our own files.
  settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } }, 'import/ignore': ['node_modules'] },
  env: { node: true, es2022: true },
  rules: {
    '@typescript-eslint/no-explicit-any': 'error',
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    // Our own rule (eslint-local/), not import/no-cycle: that one skips type-only imports, and let two circles through.
    'local/no-import-circle': 'error',
    'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'The SPA never imports the server.' }] }],
  },
  overrides: [
    {
      files: ['src/**/*.ts', 'src/**/*.tsx', 'test/**/*.ts', 'test/**/*.tsx', 'webpack.config.ts', 'webpack.precompress.ts', 'webpack.messages.ts'],
      excludedFiles: ['test/e2e/**'],
      plugins: ['react', 'react-hooks', 'jsx-a11y', 'redux-saga'],
      extends: ['plugin:react/recommended', 'plugin:react/jsx-runtime', 'plugin:react-hooks/recommended', 'plugin:jsx-a11y/recommended'],
      settings: { react: { version: '18.3' } },
      env: { browser: true },
      rules: {
        'redux-saga/yield-effects': 'error',
        'redux-saga/no-yield-in-race': 'error',
        'import/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, ...FEATURE_ZONES] }],
      },
    },
    { files: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**'], excludedFiles: ['test/e2e/**'], extends: ['plugin:testing-library/react'] },
    // Tests and their fixtures set up a store with other features' slices and fixtures: they are no feature's face
    // and never in a bundle, so only the layers hold for them.
    {
      files: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/*Fixtures.ts', 'src/**/*TestSupport.ts', 'src/**/*TestSupport.tsx', 'src/**/testFormStub.tsx'],
      rules: { 'import/no-restricted-paths': ['error', { zones: LAYER_ZONES }] },
    },
    {
      files: ['src/domain/**'],
      rules: {
        'no-restricted-imports': ['error', { patterns: ['react', 'react-*', '@reduxjs/*', 'redux-saga', 'antd', '**/features/**', '**/app/**', '**/server/**'] }],
      },
    },
    // The server and the benchmarks (which start it and call its queries) may import server code.
    { files: ['server/**', 'bench/**'], rules: { 'no-restricted-imports': 'off' } },
    // No two server folders import each other: the words, schemas and transactions several domains use live in a
    // folder below them all (http/, db/, boards/), and the files at server/src's top tie the folders together.
    {
      files: ['server/src/**'],
      rules: {
        'local/no-folder-circle': ['error', { root: 'server/src' }],
        // A route handler is a named function, so that a stack trace or a search finds it by name.
        'no-restricted-syntax': [
          'error',
          {
            selector:
              "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(get|post|put|delete|patch|head|options|all)$/][arguments.length>1] > :matches(ArrowFunctionExpression, FunctionExpression[id=null]):last-child",
            message: 'Name the route handler: async function readTournament(request, reply) { ... }, not an arrow or an anonymous function.',
          },
        ],
      },
    },
    { files: ['*.js', '*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  ],
  ignorePatterns: ['node_modules', 'dist', 'data', 'scratch', 'coverage'],
};
