// Product documents and brand catalogues as PDF downloads, the share settings, and the
// small rules both ends need: download progress and the file name header (issue #15).
export * from './kinds';
export * from './contract';
export * from './progress';
export * from './filename';
