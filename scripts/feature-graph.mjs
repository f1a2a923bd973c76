// Which feature imports which, for the web's features, the console's features and the
// server's modules, and the loops among them (issue 24: seven web features imported each other
// in a knot), and the loops among files, tests and test kits included (issue 42). `npm run lint`
// runs it and fails on any loop; `--print` shows the whole feature graph.
// A feature is a folder under one of the roots; an import of another folder of the same root
// (by alias or by climbing out with ../) is an edge, whatever file it reaches.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const layers = [
  { name: 'web features', folder: 'apps/web/src/features', alias: '@/features/' },
  { name: 'console features', folder: 'apps/web/src/admin/features', alias: '@/admin/features/' },
  { name: 'server modules', folder: 'apps/server/src/modules', alias: undefined },
];
// import … from '…', export … from '…', import '…' and import('…'); types too (a loop of types
// still means two files that cannot be read or moved apart).
const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s+['"]([^'"]+)['"]|(?:^|[\s;])import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** A file's code without its comments, which may quote imports. */
function codeOf(file) {
  return readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** feature → the features it imports, and one file that does, for the message. */
function graphOf({ folder, alias }) {
  const base = path.join(root, folder);
  const features = readdirSync(base).filter((name) => statSync(path.join(base, name)).isDirectory());
  const edges = new Map(features.map((feature) => [feature, new Map()]));
  for (const feature of features) {
    for (const file of sourceFiles(path.join(base, feature))) {
      const text = codeOf(file);
      for (const match of text.matchAll(IMPORT)) {
        const specifier = match[1] ?? match[2] ?? match[3];
        let target;
        if (alias && specifier.startsWith(alias)) target = specifier.slice(alias.length).split('/')[0];
        else if (specifier.startsWith('.')) {
          const resolved = path.relative(base, path.resolve(path.dirname(file), specifier));
          if (!resolved.startsWith('..')) target = resolved.split(path.sep)[0];
        }
        if (target && target !== feature && edges.has(target) && !edges.get(feature).has(target)) {
          edges.get(feature).set(target, path.relative(root, file));
        }
      }
    }
  }
  return edges;
}

/** Strongly connected components of more than one feature (Tarjan). */
function loopsOf(edges) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const loops = [];
  const visit = (node) => {
    state.set(node, { index, low: index, onStack: true });
    index++;
    stack.push(node);
    for (const next of edges.get(node).keys()) {
      if (!state.has(next)) {
        visit(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack) state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
    }
    if (state.get(node).low === state.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) loops.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!state.has(node)) visit(node);
  return loops;
}

// Files: one graph of every .ts/.tsx file of the apps and packages, tests and test kits too
// (issue 42: a loop ran from apps/server/test/factories.ts through four modules' kits and back,
// where the feature graph, which stops at a tree's own folders, could not see it). A relative
// import, the web's @/ alias and a workspace package (@maru/…, by its package.json's exports)
// are resolved to the file they reach; anything else (node:, npm packages) is a leaf.
const trees = [
  { folder: 'apps/web/src', alias: { prefix: '@/', folder: 'apps/web/src' } },
  { folder: 'apps/server/src' },
  { folder: 'apps/server/test' },
  { folder: 'packages/domain/src' },
  { folder: 'packages/testing/src' },
];
const workspacePackages = new Map(
  ['packages/domain', 'packages/testing'].map((folder) => {
    const manifest = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8'));
    return [manifest.name, path.join(root, folder, manifest.exports['.'])];
  }),
);

function resolveFile(from, specifier, alias) {
  if (workspacePackages.has(specifier)) return workspacePackages.get(specifier);
  let base;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (alias && specifier.startsWith(alias.prefix)) base = path.join(root, alias.folder, specifier.slice(alias.prefix.length));
  else return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** file → the files it imports, over all the trees at once (a loop may cross them). */
function fileGraphOf(trees) {
  const owners = trees.flatMap((tree) => sourceFiles(path.join(root, tree.folder)).map((file) => [file, tree]));
  const edges = new Map(owners.map(([file]) => [file, new Map()]));
  for (const [file, { alias }] of owners) {
    for (const match of codeOf(file).matchAll(IMPORT)) {
      const target = resolveFile(file, match[1] ?? match[2] ?? match[3], alias);
      if (target && target !== file && edges.has(target)) edges.get(file).set(target, path.relative(root, file));
    }
  }
  return edges;
}

/** The deepest folder holding all of a loop's files, to name it. */
function folderOf(files) {
  const parts = files.map((file) => path.relative(root, path.dirname(file)).split(path.sep));
  const common = [];
  for (let i = 0; parts.every((part) => i < part.length && part[i] === parts[0][i]); i++) common.push(parts[0][i]);
  return common.join('/') || '.';
}

let failed = false;
const fileEdges = fileGraphOf(trees);
if (process.argv.includes('--print')) {
  const imports = [...fileEdges.values()].reduce((sum, targets) => sum + targets.size, 0);
  console.log(`files: ${fileEdges.size} files, ${imports} imports among them (${trees.map((tree) => tree.folder).join(', ')})`);
}
for (const loop of loopsOf(fileEdges)) {
  failed = true;
  console.error(`files of ${folderOf(loop)} import each other in a loop:`);
  for (const file of loop) {
    for (const target of fileEdges.get(file).keys()) if (loop.includes(target)) console.error(`  ${path.relative(root, file)} → ${path.relative(root, target)}`);
  }
}
for (const layer of layers) {
  const edges = graphOf(layer);
  if (process.argv.includes('--print')) {
    console.log(`${layer.name}:`);
    for (const [feature, targets] of edges) if (targets.size) console.log(`  ${feature} → ${[...targets.keys()].sort().join(', ')}`);
  }
  for (const loop of loopsOf(edges)) {
    failed = true;
    console.error(`${layer.name} import each other in a loop: ${loop.join(', ')}`);
    for (const feature of loop) {
      for (const [target, file] of edges.get(feature)) if (loop.includes(target)) console.error(`  ${feature} → ${target} (${file})`);
    }
  }
}
if (failed) {
  console.error('Turn one import around: move what both need to shared/ (web), core/ (server) or packages/domain; for test kits, to a file of apps/server/test that imports no kit importing it (visitors.ts, order-server.ts).');
  process.exit(1);
}
