// What `import … from 'zod'` means in the browser build (vite.config.ts aliases it here).
// zod compiles fast parsers with new Function unless told not to; the server's CSP (no
// eval) refuses that and the browser reports every refusal. Configuring zod where it is
// first imported covers every parse (answers, forms) without the app's start-up carrying
// zod's core just to switch it off: zod now loads only with the first chunk that parses.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
