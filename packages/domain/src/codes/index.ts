export * from './apiCode';
export * from './apiMessages';
export * from './apiResult';
export * from './constants';
export * from './specMessages';
