export type * from './types';
export * from './board';
export * from './policy';
export * from './display';
export * from './policy-rules';
export * from './board-console';
