// `npm start` builds the web app only when its sources changed since the last build: a
// fingerprint of everything the build reads is kept beside the build, and an unchanged
// fingerprint skips the ~10 s build (issue 23: every later start rebuilt it).
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
// What the web build reads: the app, the domain package it bundles, its build settings and the locked dependencies.
const INPUTS = ['apps/web/src', 'apps/web/public', 'apps/web/build', 'apps/web/index.html', 'apps/web/admin.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'apps/web/tsconfig.json', 'packages/domain/src', 'package-lock.json'];
const STAMP = path.join(web, 'dist/.build-fingerprint');
// Both halves of a build must be there: the client app and the server's renderer.
const OUTPUTS = [path.join(web, 'dist/index.html'), path.join(web, 'dist/.vite/manifest.json'), path.join(web, 'dist-ssr/entry-server.js')];

function filesOf(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesOf(path.join(relative, entry.name)));
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesOf)) hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  return hash.digest('hex');
}

const wanted = fingerprint();
const built = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : undefined;
if (built === wanted && OUTPUTS.every((file) => existsSync(file))) {
  console.log('web app is up to date (apps/web/dist): not building it again');
} else {
  const build = spawnSync('npm', ['run', 'build', '-w', '@maru/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(STAMP, `${wanted}\n`);
}
