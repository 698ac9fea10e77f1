/** Projects: the reference server (node, real database), the SPA (jsdom), the end-to-end specs. */
// sanitize-html's parser (htmlparser2) and its helpers are ES modules only, nested in sanitize-html's node_modules;
// so are react-intl and the FormatJS packages under it.
const esmPackages = ['jose', 'keycloak-js', 'htmlparser2', 'domhandler', 'domutils', 'dom-serializer', 'domelementtype', 'entities', 'react-intl', 'intl-messageformat', '@formatjs'];
// Ignored: a file whose innermost package is not one of them.
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)(?!.*/node_modules/)`];

/** @type {import('jest').Config} */
module.exports = {
  // jest-circus reads testTimeout from here only: a project's own testTimeout is ignored, so the e2e specs set theirs
  // (60 s) in a setup file. A server or web test that needs more than 30 s is waiting for something to fix.
  testTimeout: 30_000,
  // Jest's default on 2 CPUs is one worker; the tests wait on databases, servers and Chromium often enough that a
  // second worker shortens the run by a third (docs/testing.md).
  maxWorkers: 2,
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      testMatch: ['**/*.test.ts'],
      transform: {
        '^.+\\.[jt]s$': ['ts-jest', { tsconfig: '<rootDir>/server/tsconfig.test.json' }],
      },
      transformIgnorePatterns,
      globalSetup: '<rootDir>/server/test/globalSetup.ts',
      globalTeardown: '<rootDir>/server/test/globalTeardown.ts',
      setupFilesAfterEnv: ['<rootDir>/server/test/setupTestServers.ts'],
    },
    {
      // The SPA and the shared domain rules (plain TS runs fine under jsdom too).
      displayName: 'web',
      testEnvironment: '<rootDir>/test/jsdomEnvironment.js',
      roots: ['<rootDir>/src', '<rootDir>/test'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/e2e/'],
      setupFilesAfterEnv: ['<rootDir>/test/setupTests.ts'],
      moduleNameMapper: {
        '\\.css$': '<rootDir>/test/styleStub.ts',
        // @ant-design/icons' two icon bases, as in the build (webpack.config.ts): icons hidden unless named.
        '^\\.\\./components/(AntdIcon|AntdIconLight)$': '<rootDir>/src/app/antdIcons/$1.ts',
        // antd InputNumber's step buttons, as in the build: hidden from assistive technology.
        '^\\./StepHandler$': '<rootDir>/src/app/antdInputNumber/StepHandler.tsx',
      },
      transform: {
        '^.+\\.[jt]sx?$': ['ts-jest', { tsconfig: '<rootDir>/test/tsconfig.jest.json' }],
      },
      transformIgnorePatterns,
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/e2e'],
      testMatch: ['**/*.e2e.test.ts'],
      transform: {
        '^.+\\.[jt]s$': ['ts-jest', { tsconfig: '<rootDir>/server/tsconfig.test.json' }],
      },
      transformIgnorePatterns,
      // The server's database template plus one SPA build for the whole run.
      globalSetup: '<rootDir>/test/e2e/support/globalSetup.ts',
      globalTeardown: '<rootDir>/test/e2e/support/globalTeardown.ts',
      setupFilesAfterEnv: ['<rootDir>/server/test/setupTestServers.ts', '<rootDir>/test/e2e/support/testTimeout.ts'],
    },
  ],
};
