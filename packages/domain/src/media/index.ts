// Uploaded pictures: sizes, limits and the answers' shapes (issue #14).
export * from './contract';
