export type { CacheSpec, NamedCache, TtlClock } from './named-cache';
export { type CacheRegistry, cacheRegistry, type ChangeBus, type DataChange, EVERY_TOPIC } from './registry';
export { redisChangeBus } from './redis-change-bus';
export { DATABASE_CHANGE_CHANNEL, databaseChangeFeed } from './database-change-feed';
