export * from './age';
export * from './analyticsUser';
export * from './business';
export * from './password';
export * from './userAgent';
export type * from './profile';
export * from './providers';
export * from './contract';
export * from './mask-email';
