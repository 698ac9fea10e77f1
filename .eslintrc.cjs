/** Strict TypeScript, import hygiene (no cycles; shared → features → app, never sideways). */
module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 2022, sourceType: 'module' },
  plugins: ['@typescript-eslint', 'import'],
  extends: ['eslint:recommended', 'plugin:@typescript-eslint/recommended', 'plugin:import/typescript'],
  settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
  env: { node: true, es2022: true },
  rules: {
    '@typescript-eslint/no-explicit-any': 'error',
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    'import/no-cycle': 'error',
    'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'The SPA never imports the server.' }] }],
  },
  overrides: [
    {
      files: ['src/domain/**'],
      rules: {
        'no-restricted-imports': ['error', { patterns: ['react', 'react-*', '@reduxjs/*', 'redux-saga', 'antd', '**/features/**', '**/app/**', '**/server/**'] }],
      },
    },
    { files: ['server/**'], rules: { 'no-restricted-imports': 'off' } },
    { files: ['*.js', '*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  ],
  ignorePatterns: ['node_modules', 'dist', 'data', 'scratch', 'coverage'],
};
