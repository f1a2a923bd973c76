// Preloaded into the shop by the shopper mix, with --expose-gc: a full garbage collection
// on SIGUSR2. Between collections V8 lets garbage pile up by a hundred MiB or more under
// load, so RSS read at a random moment says where the collector was, not what the server
// keeps; read after a collection it shows whether memory grows.
process.on('SIGUSR2', () => (globalThis as { gc?: () => void }).gc?.());
