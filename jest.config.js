/** Two projects: the reference server (node, real database) and the SPA's pure code. */
const esmPackages = ['jose', 'keycloak-js'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

/** @type {import('jest').Config} */
module.exports = {
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
      testTimeout: 60_000,
    },
    {
      displayName: 'domain',
      testEnvironment: 'node',
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.ts'],
      transform: {
        '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
      },
    },
  ],
};
