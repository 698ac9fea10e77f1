/**
 * No file may reach itself through imports: static, re-exported, dynamic and type-only imports all count.
 * import/no-cycle skips type-only imports, and so let two circles through (issue 29); a circle of types still
 * ties the files together for a reader and for the next import that is not a type.
 */
const path = require('path');
const { collectModuleRequests, importsOf, resolveImport, shortestPath } = require('./moduleGraph');

/** The shortest chain of imports from `start` back to `goal` ([start, ..., goal]), or null; `noPath` remembers the files known not to lead there. */
function chainTo(start, goal, noPath) {
  const outside = (file) => noPath.has(file) || file.includes(`${path.sep}node_modules${path.sep}`);
  const { path: chain, reached } = shortestPath(start, goal, importsOf, outside);
  if (!chain) for (const file of reached) noPath.add(file);
  return chain;
}

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuses an import that closes a circle of files, type-only imports included' },
    schema: [],
    messages: { circle: 'Import circle (type-only imports count): {{chain}}. Move what both sides share below them.' },
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const cwd = context.cwd ?? context.getCwd();
    if (!path.isAbsolute(file)) return {};
    return collectModuleRequests((requests) => {
      const noPath = new Set();
      for (const { node, specifier } of requests) {
        const target = resolveImport(file, specifier);
        if (!target || target === file) continue;
        const chain = chainTo(target, file, noPath);
        if (chain) context.report({ node, messageId: 'circle', data: { chain: [file, ...chain].map((f) => path.relative(cwd, f)).join(' → ') } });
      }
    });
  },
};
