// Each server module owns its tables (issue 24): another module reads or writes them only through
// the owner's exported functions, and route handlers hold no SQL. `npm run lint` runs this and
// fails on a new cross-module table use or on SQL in a routes file; `--print` lists every use.
//
// A table's owner is the module whose tables.ts declares it (the `…Tables` interface). A use is a
// Kysely call naming the table (selectFrom, joins, insertInto, updateTable, deleteFrom, mergeInto)
// or a FROM / JOIN / INTO / UPDATE of it inside a sql`…` template. Not counted: tests, test kits
// (fixtures that set up rows of several modules on purpose) and migrations (foreign keys name the
// owner's table by design).
//
// A module may also publish views for the others to read (its `…PublishedViews` interface in
// tables.ts): reading one (a select, a join, FROM or JOIN in sql) from another module is
// allowed; writing one is not.
//
// The uses that predate the rule are listed in scripts/table-owners.baseline, one `file: table`
// a line, and are the debt still to pay: the check fails on a use not listed there, and also on
// a listed use that is gone, so the list only shrinks.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const modulesDir = path.join(root, 'apps/server/src/modules');
const baselineFile = path.join(root, 'scripts/table-owners.baseline');

const KYSELY_USE = /\b(selectFrom|innerJoin|leftJoin|rightJoin|fullJoin|insertInto|updateTable|deleteFrom|mergeInto)\(\s*\[?\s*['"`](\w+)/g;
const KYSELY_READS = new Set(['selectFrom', 'innerJoin', 'leftJoin', 'rightJoin', 'fullJoin']);
const SQL_TEMPLATE = /\bsql(?:<[^>]*>)?`([\s\S]*?)`/g;
const SQL_USE = /\b(from|join|into|update)\s+(\w+)\b/gi;
const ANY_SQL = /\.(?:selectFrom|insertInto|updateTable|deleteFrom|mergeInto)\(|\bsql(?:<[^>]*>)?`/;

function codeOf(file) {
  return readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|-test-kit\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** table → owning module, and the views modules publish, read from each module's tables.ts. */
function ownersOf() {
  const owners = new Map();
  const published = new Set();
  for (const module of readdirSync(modulesDir)) {
    const file = path.join(modulesDir, module, 'tables.ts');
    try { statSync(file); } catch { continue; }
    const text = readFileSync(file, 'utf8');
    const block = text.match(/export interface \w+Tables \{([\s\S]*?)\n\}/);
    if (!block) throw new Error(`${path.relative(root, file)} declares no …Tables interface`);
    const views = text.match(/export interface \w+PublishedViews \{([\s\S]*?)\n\}/);
    for (const [body, isView] of [[block[1], false], [views?.[1] ?? '', true]]) {
      for (const line of body.split('\n')) {
        const key = line.match(/^\s*(\w+)\s*:/);
        if (!key) continue;
        owners.set(key[1], module);
        if (isView) published.add(key[1]);
      }
    }
  }
  return { owners, published };
}

function isRoutesFile(file) {
  const rel = path.relative(modulesDir, file);
  return /(^|[/-])routes\.ts$/.test(rel) || rel.split(path.sep).includes('routes');
}

const { owners, published } = ownersOf();
const uses = [];
const handlerSql = [];
for (const module of readdirSync(modulesDir).filter((name) => statSync(path.join(modulesDir, name)).isDirectory())) {
  for (const file of sourceFiles(path.join(modulesDir, module))) {
    const code = codeOf(file);
    const rel = path.relative(root, file);
    if (isRoutesFile(file) && ANY_SQL.test(code)) handlerSql.push(rel);
    // A read of a published view is no use of another module's table; any other naming is.
    const tables = new Set();
    for (const [, method, table] of code.matchAll(KYSELY_USE)) if (!(published.has(table) && KYSELY_READS.has(method))) tables.add(table);
    for (const template of code.matchAll(SQL_TEMPLATE)) {
      for (const [, keyword, table] of template[1].matchAll(SQL_USE)) {
        if (owners.has(table) && !(published.has(table) && /^(from|join)$/i.test(keyword))) tables.add(table);
      }
    }
    for (const table of tables) {
      const owner = owners.get(table);
      if (owner && owner !== module) uses.push({ key: `${rel}: ${table}`, module, owner });
    }
  }
}

const found = new Set(uses.map((use) => use.key));
if (process.argv.includes('--write-baseline')) {
  const header = '# Cross-module table uses that predate the rule (issue 24), still to move behind the owner\'s\n# functions. scripts/table-owners.mjs fails on a use not listed here and on a listed one that is gone.\n';
  writeFileSync(baselineFile, header + [...found].sort().join('\n') + '\n');
  console.log(`table-owners: wrote ${found.size} uses to the baseline`);
  process.exit(0);
}
const baseline = new Set(readFileSync(baselineFile, 'utf8').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#')));
const added = uses.filter((use) => !baseline.has(use.key));
const paid = [...baseline].filter((key) => !found.has(key));

if (process.argv.includes('--print')) {
  const byPair = new Map();
  for (const use of uses) byPair.set(`${use.module} → ${use.owner}`, (byPair.get(`${use.module} → ${use.owner}`) ?? 0) + 1);
  for (const [pair, count] of [...byPair].sort((a, b) => b[1] - a[1])) console.log(`${String(count).padStart(3)}  ${pair}`);
}

let failed = false;
if (handlerSql.length > 0) {
  failed = true;
  console.error('Route handlers hold SQL; move it to the module\'s queries and call that:');
  for (const file of handlerSql) console.error(`  ${file}`);
}
if (added.length > 0) {
  failed = true;
  console.error('A module uses another module\'s table; read it through the owner\'s exported functions:');
  for (const use of added) console.error(`  ${use.key} (owned by ${use.owner})`);
}
if (paid.length > 0) {
  failed = true;
  console.error('These uses are gone: remove them from scripts/table-owners.baseline:');
  for (const key of paid) console.error(`  ${key}`);
}
if (failed) process.exit(1);
console.log(`table-owners: no new cross-module table use (${found.size} older ones listed in scripts/table-owners.baseline)`);
