export * from './abbreviate';
export * from './number';
export * from './particle';
