export * from './members';
export * from './shop-call';
export * from './orders';
export * from './products';
