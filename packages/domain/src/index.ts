// Pure rules shared by the web app and the server: no I/O, no framework.
// Each area lives in its own file; this index only re-exports them.
export * from './codes';
export * from './guards';
