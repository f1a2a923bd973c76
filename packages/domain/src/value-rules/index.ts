// The value rules every write path checks and the database backs (issue 41, docs/value-rules.md).
export * from './problem';
export * from './prices';
export * from './quantities';
export * from './coupons';
