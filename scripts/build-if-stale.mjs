// `npm start` builds only what changed since the last build: the web app (client and server
// renderer, ~10 s) and the server itself, bundled into one file so a start loads compiled
// JavaScript instead of compiling ~600 TypeScript files on the way (tsx took ~3 s of every
// start; issue 23 asks a later start to answer within 3 s). A fingerprint of everything a
// build reads is kept beside its output; an unchanged fingerprint skips the build.
//   node scripts/build-if-stale.mjs [web] [server]   (both when none is named)
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverPackage = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));

const targets = {
  web: {
    // The app, the domain package it bundles, its build settings and the locked dependencies.
    inputs: ['apps/web/src', 'apps/web/public', 'apps/web/build', 'apps/web/index.html', 'apps/web/admin.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'apps/web/tsconfig.json', 'packages/domain/src', 'package-lock.json'],
    stamp: 'apps/web/dist/.build-fingerprint',
    // Both halves of a build must be there: the client app and the server's renderer.
    outputs: ['apps/web/dist/index.html', 'apps/web/dist/.vite/manifest.json', 'apps/web/dist-ssr/entry-server.js'],
    build: () => {
      const build = spawnSync('npm', ['run', 'build', '-w', '@maru/web'], { cwd: root, stdio: 'inherit' });
      if (build.status !== 0) process.exit(build.status ?? 1);
    },
  },
  server: {
    inputs: ['apps/server/src', 'packages/domain/src', 'apps/server/package.json', 'apps/server/tsconfig.json', 'package-lock.json', 'scripts/build-if-stale.mjs'],
    stamp: 'apps/server/dist/.build-fingerprint',
    outputs: ['apps/server/dist/main.mjs'],
    build: async () => {
      const { build } = await import('esbuild');
      await build({
        entryPoints: [path.join(root, 'apps/server/src/main.ts')],
        outfile: path.join(root, 'apps/server/dist/main.mjs'),
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        // The server's own code and the domain package are bundled; every npm dependency stays
        // a package node loads as usual (some read files beside themselves, some are native).
        external: Object.keys(serverPackage.dependencies).filter((name) => !name.startsWith('@maru/')).flatMap((name) => [name, `${name}/*`]),
        // Error names and logged class names stay as written.
        keepNames: true,
        sourcemap: 'linked',
        logLevel: 'warning',
      });
      console.log('server built (apps/server/dist/main.mjs)');
    },
  },
};

function filesOf(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesOf(path.join(relative, entry.name)));
}

function fingerprint(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(filesOf)) hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  return hash.digest('hex');
}

const named = process.argv.slice(2);
for (const name of named.length ? named : Object.keys(targets)) {
  const target = targets[name];
  if (!target) throw new Error(`unknown build "${name}": web or server`);
  const wanted = fingerprint(target.inputs);
  const stamp = path.join(root, target.stamp);
  const built = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : undefined;
  if (built === wanted && target.outputs.every((file) => existsSync(path.join(root, file)))) {
    console.log(`${name} is up to date (${path.dirname(target.stamp)}): not building it again`);
    continue;
  }
  await target.build();
  writeFileSync(stamp, `${wanted}\n`);
}
