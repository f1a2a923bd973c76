import type { SeedContext, ServerModule } from '../core/module';

/** Runs every module's idempotent seed step in registration order. */
export async function seedAll(modules: readonly ServerModule[], ctx: SeedContext): Promise<void> {
  for (const module of modules) {
    if (!module.seed) continue;
    const started = Date.now();
    await module.seed(ctx);
    ctx.log.info({ module: module.name, ms: Date.now() - started }, 'seeded');
  }
}
