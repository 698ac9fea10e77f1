/** This repository's own ESLint rules, loaded as the plugin `local` (package.json: eslint-plugin-local, file:eslint-local). */
module.exports = {
  rules: {
    'no-import-circle': require('./noImportCircle'),
    'no-folder-circle': require('./noFolderCircle'),
  },
};
