import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { ServerModule } from '../core/module';
import type { Database } from './database';

/** All modules' migrations in one ordered list; names must be unique across modules. */
export function collectMigrations(modules: readonly ServerModule[]): Record<string, Migration> {
  const all: Record<string, Migration> = {};
  for (const module of modules) {
    for (const [name, migration] of Object.entries(module.migrations)) {
      if (all[name]) throw new Error(`Migration ${name} of ${module.name} is declared twice`);
      all[name] = migration;
    }
  }
  return all;
}

/** Applies pending migrations; on PostgreSQL Kysely runs them in one transaction, so a failure leaves nothing half-done. */
export async function migrateToLatest(db: Kysely<Database>, modules: readonly ServerModule[]): Promise<string[]> {
  const migrations = collectMigrations(modules);
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const migrator = new Migrator({
    db,
    provider,
    migrationTableName: 'maru_migration',
    migrationLockTableName: 'maru_migration_lock',
    // Modules are developed side by side: a module's new migration may sort before another
    // module's already applied one. Each still runs exactly once.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  const failed = results?.find((result) => result.status === 'Error');
  if (failed) throw new Error(`Migration ${failed.migrationName} failed`);
  return (results ?? []).map((result) => result.migrationName);
}
