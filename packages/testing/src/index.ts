export * from './members';
export * from './shop-call';
