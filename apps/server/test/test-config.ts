import pino from 'pino';
import type { SeedOptions } from '../src/core/module';

/** A small but complete catalogue: fast to clone, big enough for paging and filters. */
export const TEST_SEED: SeedOptions = { products: 400, images: false, reviews: false };

export const testLogger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
