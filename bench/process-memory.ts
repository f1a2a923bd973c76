import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Node arguments for a server whose memory is read with collectedMemory. */
export const GC_ON_SIGNAL_ARGS = ['--expose-gc', '--import', './bench/gc-on-signal.ts'];

export interface ProcessMemory {
  /** Resident set size now, in MiB. */
  rssMb: number;
  /** The highest resident set size so far (VmHWM), in MiB. */
  peakRssMb: number;
}

/** A process's memory as the kernel counts it (/proc/<pid>/status), heap and native alike. */
export function processMemory(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  const mb = (kb: number) => Math.round((kb / 1024) * 10) / 10;
  return { rssMb: mb(kilobytes('VmRSS')), peakRssMb: mb(kilobytes('VmHWM')) };
}

export const SETTLE_SECONDS = 5;

/**
 * The memory a server keeps: read once the requests in flight have ended (a sign-in holds
 * argon2id's 19 MiB while it hashes) and after a full garbage collection, which a server
 * started with GC_ON_SIGNAL_ARGS runs on SIGUSR2.
 */
export async function collectedMemory(pid: number): Promise<ProcessMemory> {
  await sleep(SETTLE_SECONDS * 1000);
  process.kill(pid, 'SIGUSR2');
  // The collection runs when the server's event loop takes the signal; freed pages are
  // handed back to the system shortly after.
  await sleep(1000);
  return processMemory(pid);
}

/**
 * Samples a process's RSS every `everyMs` until stopped: a level that flattens out is a
 * heap and caches settling, one that keeps climbing is a leak.
 */
export function watchMemory(pid: number, everyMs: number): { stop: () => number[] } {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(processMemory(pid).rssMb), everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return samples;
    },
  };
}
