export * from './schedule';
export * from './preview-token';
export * from './preview';
export * from './preview-payload';
