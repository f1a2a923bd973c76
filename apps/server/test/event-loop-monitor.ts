// How long the event loop went without a turn while some work ran, told apart from time this
// process simply did not get a core: on a shared two-core machine (CI, five test runs at once)
// the scheduler alone can keep a process waiting 100 ms. A 5 ms timer measures each gap in
// wall-clock time and in CPU time the process used meanwhile; the smaller of the two is time
// the loop was held by work (an upper bound: other threads of the process, such as the
// garbage collector's, count too).

export interface LoopStalls {
  /** The longest gap between two turns, in wall-clock ms (scheduling included). */
  wallMs: number;
  /** The longest gap during which the process was working, in ms: what blocked the loop. */
  busyMs: number;
}

export function watchEventLoop(): { stop: () => LoopStalls } {
  let lastWall = performance.now();
  let lastCpu = process.cpuUsage();
  const stalls: LoopStalls = { wallMs: 0, busyMs: 0 };
  const tick = () => {
    const now = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    const gap = now - lastWall;
    stalls.wallMs = Math.max(stalls.wallMs, gap);
    stalls.busyMs = Math.max(stalls.busyMs, Math.min(gap, (cpu.user + cpu.system) / 1000));
    lastWall = now;
    lastCpu = process.cpuUsage();
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
