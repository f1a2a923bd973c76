import { readFileSync } from 'node:fs';

// How long the event loop went without a turn while some work ran, told apart from time this
// process simply did not get a core: on a shared two-core machine the scheduler alone can keep
// a process waiting 100 ms. A 5 ms timer measures each gap in wall-clock time and in CPU time
// the main thread (the event loop's) used meanwhile; the smaller of the two is time the loop
// was held by work. The main thread's own time comes from Linux's /proc/thread-self/schedstat
// (nanoseconds on a core); process.cpuUsage() would add the garbage collector's and libuv's
// threads, which run beside the loop without holding it (they made 100–270 ms "busy" gaps in
// a CI run while the loop itself turned).

/** CPU time of the calling thread in ms: the event loop's when called from it. */
function mainThreadCpuMs(): number {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  }
}

export interface LoopStalls {
  /** The longest gap between two turns, in wall-clock ms (scheduling included). */
  wallMs: number;
  /** The longest gap during which the event loop's thread was working, in ms: what blocked the loop. */
  busyMs: number;
}

export function watchEventLoop(): { stop: () => LoopStalls } {
  let lastWall = performance.now();
  let lastCpu = mainThreadCpuMs();
  const stalls: LoopStalls = { wallMs: 0, busyMs: 0 };
  const tick = () => {
    const now = performance.now();
    const cpu = mainThreadCpuMs();
    const gap = now - lastWall;
    stalls.wallMs = Math.max(stalls.wallMs, gap);
    stalls.busyMs = Math.max(stalls.busyMs, Math.min(gap, cpu - lastCpu));
    lastWall = now;
    lastCpu = cpu;
  };
  const timer = setInterval(tick, 5);
  return {
    stop: () => {
      clearInterval(timer);
      tick();
      return stalls;
    },
  };
}
