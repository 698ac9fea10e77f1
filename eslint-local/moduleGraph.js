/**
 * The import graph of the repository's own files, read with TypeScript's pre-processor (imports, re-exports,
 * `import type`, `import()` and `import('...').Type` alike) and kept per file until the file changes on disk.
 */
const fs = require('fs');
const path = require('path');
const ts = require('typescript');

const EXTENSIONS = ['.ts', '.tsx', '.js', '.cjs', '.mjs'];
const cache = new Map(); // file → { mtimeMs, size, imports }

const isFile = (candidate) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile() ?? false;

/** The file a relative specifier names (as the node resolver of eslint-plugin-import finds it), or null (a package, or nothing). */
function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, 'index' + ext))];
  return candidates.find(isFile) ?? null;
}

/** The files `file` imports, type-only imports included; [] for a file that is gone. */
function importsOf(file) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return [];
  const known = cache.get(file);
  if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.imports;
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  const imports = [...new Set(importedFiles.map(({ fileName }) => resolveImport(file, fileName)).filter(Boolean))];
  cache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, imports });
  return imports;
}

/**
 * Rule listeners that collect every module a linted file names, with the node to report at (read from the AST ESLint
 * gives, so an unsaved text counts as written), and hand them to `done` when the file is read.
 */
function collectModuleRequests(done) {
  const requests = [];
  const add = (node, source) => {
    if (source && source.type === 'Literal' && typeof source.value === 'string') requests.push({ node, specifier: source.value });
  };
  const bySource = (node) => add(node, node.source);
  return {
    ImportDeclaration: bySource,
    ExportNamedDeclaration: bySource,
    ExportAllDeclaration: bySource,
    ImportExpression: bySource,
    TSImportType: (node) => add(node, node.argument?.literal ?? node.argument),
    TSExternalModuleReference: (node) => add(node, node.expression),
    'Program:exit': () => done(requests),
  };
}

/**
 * The shortest path from `start` to `goal` ([start, ..., goal]) following `next(node)`, breadth first, leaving out
 * the nodes `skip` names; `path` is null when there is none, and `reached` then holds every node it came to.
 */
function shortestPath(start, goal, next, skip = () => false) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === goal) {
      const path = [];
      for (let at = node; at !== null; at = cameFrom.get(at)) path.unshift(at);
      return { path, reached: cameFrom.keys() };
    }
    for (const following of next(node)) {
      if (cameFrom.has(following) || skip(following)) continue;
      cameFrom.set(following, node);
      queue.push(following);
    }
  }
  return { path: null, reached: cameFrom.keys() };
}

module.exports = { collectModuleRequests, importsOf, resolveImport, shortestPath };
