// Product reviews: who may write which, text limits, editing window, summaries (issue #14).
export * from './rules';
export * from './contract';
