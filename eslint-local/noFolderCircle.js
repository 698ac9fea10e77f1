/**
 * No two folders of a root (server/src) may import each other, directly or round a longer circle: what both use
 * (words, schemas, transactions) lives in a folder below both. Files directly in the root (the app, its context,
 * its config) are the composition that ties the folders together and are not a folder.
 */
const fs = require('fs');
const path = require('path');
const { collectModuleRequests, importsOf, resolveImport, shortestPath } = require('./moduleGraph');

const SOURCE = /\.(ts|tsx|js|cjs|mjs)$/;

function filesUnder(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(full, out);
    else if (SOURCE.test(entry.name)) out.push(full);
  }
  return out;
}

/** The folder of `root` that holds `file` (its first path segment below the root), or null for a file outside any. */
function folderOf(root, file) {
  const parts = path.relative(root, file).split(path.sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : null;
}

/** Folder → folder → one file import that makes the edge (for the message). */
function folderGraph(root) {
  const edges = new Map();
  for (const file of filesUnder(root)) {
    const from = folderOf(root, file);
    if (!from) continue;
    for (const target of importsOf(file)) {
      const to = folderOf(root, target);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from).has(to)) edges.get(from).set(to, [file, target]);
    }
  }
  return edges;
}

/** The shortest path of folders from `start` to `goal`, or null. */
const folderPath = (edges, start, goal) => shortestPath(start, goal, (folder) => edges.get(folder)?.keys() ?? []).path;

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: "Refuses an import into a folder that imports (maybe through others) the importer's folder" },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'], additionalProperties: false }],
    messages: { circle: 'Folders import each other: {{from}} → {{circle}} ({{because}}). Move what they share to a folder below both.' },
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const cwd = context.cwd ?? context.getCwd();
    const root = path.resolve(cwd, context.options[0].root);
    const from = folderOf(root, file);
    if (!from || !fs.existsSync(root)) return {};
    return collectModuleRequests((requests) => {
      let edges;
      for (const { node, specifier } of requests) {
        const target = resolveImport(file, specifier);
        const to = target && folderOf(root, target);
        if (!to || to === from) continue;
        edges ??= folderGraph(root);
        const back = folderPath(edges, to, from);
        if (!back) continue;
        const because = back.slice(0, -1).map((folder, i) => {
          const [importer, imported] = edges.get(folder).get(back[i + 1]);
          return `${path.relative(root, importer)} imports ${path.relative(root, imported)}`;
        });
        context.report({ node, messageId: 'circle', data: { from, circle: back.join(' → '), because: because.join('; ') } });
      }
    });
  },
};
