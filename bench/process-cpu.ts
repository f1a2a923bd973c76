import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc reports CPU time in these ticks. */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  parentPid: number;
  cpuSeconds: number;
}

function procStat(pid: number): ProcStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // ended since the listing
  }
  // The fields after the command name, which is in parentheses and may hold spaces:
  // state, ppid, … utime (field 14) and stime (field 15).
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { pid, parentPid: Number(fields[1]), cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
}

/**
 * CPU seconds used so far by a process and, separately, by its descendants (for the
 * shop: the embedded PostgreSQL and its backends). A descendant that ended in between
 * takes its seconds with it, so this is a lower bound for short-lived ones.
 */
function cpuOfTree(pid: number): { own: number; descendants: number } {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => procStat(Number(name)))
    .filter((stat): stat is ProcStat => stat !== undefined);
  const children = new Map<number, ProcStat[]>();
  for (const stat of all) children.set(stat.parentPid, [...(children.get(stat.parentPid) ?? []), stat]);
  const below = (parent: number): number => (children.get(parent) ?? []).reduce((sum, child) => sum + child.cpuSeconds + below(child.pid), 0);
  return { own: all.find((stat) => stat.pid === pid)?.cpuSeconds ?? 0, descendants: below(pid) };
}

export interface CpuSeconds {
  server: number;
  /** The server's child processes: the embedded PostgreSQL and its backends. */
  postgres: number;
  /** This process: autocannon and the shoppers. */
  loadGenerator: number;
}

/** CPU seconds used between now and stop() by the server, its database and this process. */
export function meterCpu(serverPid: number): { stop: () => CpuSeconds } {
  const server = cpuOfTree(serverPid);
  const loadGenerator = process.cpuUsage();
  return {
    stop: () => {
      const serverNow = cpuOfTree(serverPid);
      const generator = process.cpuUsage(loadGenerator);
      return {
        server: serverNow.own - server.own,
        postgres: serverNow.descendants - server.descendants,
        loadGenerator: (generator.user + generator.system) / 1e6,
      };
    },
  };
}
