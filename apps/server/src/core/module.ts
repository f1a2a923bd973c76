import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely, Migration } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { QueueWorker } from './jobs/job-queue';
import type { PlaceholderSource } from './text/placeholders';
import type { ReadinessCheck } from './operations/readiness';
import type { ScheduledJob } from './jobs/scheduler';

export interface SeedOptions {
  /** Number of catalogue products to generate (default: the shop's realistic range). */
  products?: number;
  /** Render product images (slow); tests switch it off. */
  images?: boolean;
  /**
   * Seed reviewers' delivered orders and reviews (default true). The API tests switch it off:
   * they count points, reviews and lines from zero; the review seed's own test seeds them.
   */
  reviews?: boolean;
}

export interface SeedContext {
  db: Kysely<Database>;
  config: AppConfig;
  log: FastifyBaseLogger;
  options: SeedOptions;
  /**
   * Given by a server start (main.ts): pictures handed to it are drawn after the shop
   * answers, not before (issue 23: drawing them made the first start take over a minute).
   * Without it (npm run seed, tests) they are drawn at once. Use drawPictures().
   */
  deferPictures?: (name: string, draw: () => Promise<void>) => void;
}

/** Runs a seed step's picture drawing now, or hands it to the start to run once the shop answers. */
export async function drawPictures(ctx: SeedContext, name: string, draw: () => Promise<void>): Promise<void> {
  if (ctx.deferPictures) ctx.deferPictures(name, draw);
  else await draw();
}

/** One feature of the API; see docs/server-modules.md. */
export interface ServerModule {
  name: string;
  /** Keyed by a sortable name (YYYYMMDDNN_what); all modules' migrations run in name order. */
  migrations: Record<string, Migration>;
  /** Registered under the /api prefix. */
  routes?: FastifyPluginAsyncZod;
  /** Registered at the root, for provider sandboxes and other non-API paths. */
  rootRoutes?: FastifyPluginAsyncZod;
  /** Idempotent; runs at every start after migrations. */
  seed?: (ctx: SeedContext) => Promise<void>;
  /** Periodic upkeep (purges), run by every server process, one at a time per job (see core/jobs/scheduler.ts). */
  jobs?: readonly ScheduledJob[];
  /**
   * Workers of the PostgreSQL job queue (core/jobs/job-queue.ts): jobs that must run once, at a
   * set time, with retries (payment deadlines). Called once the app is ready.
   */
  queueWorkers?: (app: FastifyInstance) => readonly QueueWorker[];
  /** Values other modules' texts may name, as {prefix.name} (core/text/placeholders.ts). */
  placeholders?: PlaceholderSource;
  /** What the module needs reachable to serve (its storage), checked by /api/ready (plugins/operations.ts). */
  readiness?: (app: FastifyInstance) => readonly ReadinessCheck[];
}
