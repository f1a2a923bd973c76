export * from './render-contract';
