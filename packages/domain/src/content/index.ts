export type * from './types';
export * from './board';
export * from './policy';
export * from './display';
