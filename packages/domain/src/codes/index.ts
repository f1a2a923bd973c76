export * from './apiCode';
export * from './apiMessages';
export * from './apiResult';
export * from './answer';
export * from './constants';
export * from './defaultMessage';
export * from './specMessages';
export * from './shellMessages';
