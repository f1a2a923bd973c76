import { BlockList, isIP } from 'node:net';
// The settings check reads these before any module is loaded; the modules' index files would
// load the modules whole, so the two small files are imported directly.
// eslint-disable-next-line no-restricted-imports
import { messageSandboxOn, SOLAPI_KEYS } from './modules/message/sandbox-mode';
// eslint-disable-next-line no-restricted-imports
import { type SandboxProvider, sandboxModes, sandboxProviderKeys } from './modules/sandbox/modes';

type Env = Readonly<Record<string, string | undefined>>;

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.x.x.x or ::1, also written as ::ffff:127.0.0.1 (what a dual-stack socket reports). */
export function isLoopbackAddress(address: string | undefined): boolean {
  const family = isIP(address ?? '');
  return family !== 0 && loopback.check(address!, family === 6 ? 'ipv6' : 'ipv4');
}

/** A HOST that listens on the loopback interface only, where no one else can reach the server. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  return bare.toLowerCase() === 'localhost' || isLoopbackAddress(bare);
}

/**
 * The providers that would run as sandboxes, each named by its missing keys. Read from the
 * same functions that switch the sandboxes on (sandboxModes, messageSandboxOn), so this list
 * and the routes a start registers cannot disagree. The postcode sandbox needs no keys and
 * shows no one's data, so it is not on it.
 */
export function keylessProviders(env: Env): string[] {
  const missing = (keys: readonly string[]) => keys.filter((key) => !env[key]).join('/');
  const modes = sandboxModes(env);
  const providers = (Object.keys(modes) as SandboxProvider[]).filter((provider) => modes[provider]);
  return [...providers.map((provider) => missing(sandboxProviderKeys[provider])), ...(messageSandboxOn(env) ? [missing(SOLAPI_KEYS)] : [])];
}

/**
 * Whether people other than this machine's reach the server: it listens beyond loopback, or
 * it trusts a proxy (TRUST_PROXY) to relay them — nginx on the same host in front of
 * 127.0.0.1 serves the network as surely as HOST=0.0.0.0 does.
 */
export function servesNetwork(host: string, trustedProxies: number): boolean {
  return !isLoopbackHost(host) || trustedProxies > 0;
}

/**
 * The one sentence that stops a start serving the network while a provider has no keys: its
 * sandbox would let anyone "pay" any order and read every shopper's messages. A staging or
 * demo server says it means it with MARU_SANDBOXES=on (then plugins/sandbox-gate.ts keeps
 * the test pages for this machine and the sandbox token).
 */
export function sandboxExposureProblem(host: string, trustedProxies: number, env: Env, sandboxesOnNetwork: boolean): string | undefined {
  if (sandboxesOnNetwork || !servesNetwork(host, trustedProxies)) return undefined;
  const keyless = keylessProviders(env);
  if (keyless.length === 0) return undefined;
  const why = isLoopbackHost(host) ? `TRUST_PROXY=${trustedProxies} puts a proxy in front that` : `HOST=${host}`;
  return `${why} serves the network, but these providers have no keys and would run as sandboxes anyone can use: ${keyless.join(', ')}. Set them, or MARU_SANDBOXES=on if a sandbox on the network is intended.`;
}
