export * from './abbreviate';
export * from './number';
