import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { systemClock } from '../time/clock';
import { runExclusively, type ScheduledJob, startScheduler } from './scheduler';

const server = serverForTests();

function recordingLog(): { log: FastifyBaseLogger; lines: { level: number; msg: string; job?: string }[] } {
  const lines: { level: number; msg: string; job?: string }[] = [];
  return { log: pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) }), lines };
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('runExclusively', () => {
  it('skips a job while another session holds its lock, and runs other jobs meanwhile', async () => {
    let release!: () => void;
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const isHolding = new Promise<void>((resolve) => (holding = resolve));
    const first = runExclusively(server.db, 'lock-test', async () => {
      holding();
      await held;
      return 'first';
    });
    await isHolding;
    expect(await runExclusively(server.db, 'lock-test', async () => 'second')).toEqual({ ran: false });
    expect(await runExclusively(server.db, 'another-job', async () => 'other')).toEqual({ ran: true, result: 'other' });
    release();
    expect(await first).toEqual({ ran: true, result: 'first' });
    // Released with the transaction, also when the job throws.
    await expect(runExclusively(server.db, 'lock-test', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await runExclusively(server.db, 'lock-test', async () => 'again')).toEqual({ ran: true, result: 'again' });
  });
});

describe('startScheduler', () => {
  it('runs each job shortly after the start and then on its interval, logs a failing round and goes on, and stops', async () => {
    const { log, lines } = recordingLog();
    const rounds = { hourly: 0, steady: 0, failing: 0 };
    const jobs: ScheduledJob[] = [
      { name: 'hourly', everyMs: 3_600_000, run: async () => ++rounds.hourly },
      { name: 'steady', everyMs: 40, run: async () => ++rounds.steady },
      {
        name: 'failing',
        everyMs: 40,
        run: async () => {
          rounds.failing += 1;
          throw new Error('purge failed');
        },
      },
    ];
    const scheduler = startScheduler(jobs, { db: server.db, log, firstRunAfterMs: 10, clock: systemClock });
    // The hourly job's first round comes from the start, not from its interval.
    await expect.poll(() => rounds.hourly, { timeout: 2_000 }).toBe(1);
    await expect.poll(() => rounds.steady, { timeout: 2_000 }).toBeGreaterThanOrEqual(3);
    await expect.poll(() => rounds.failing, { timeout: 2_000 }).toBeGreaterThanOrEqual(2);
    const errors = lines.filter((line) => line.level === 50);
    expect(errors[0]).toMatchObject({ msg: 'scheduled job failed', job: 'failing' });
    expect(lines.some((line) => line.msg === 'scheduled job done' && line.job === 'steady')).toBe(true);

    await scheduler.stop();
    const stoppedAt = { ...rounds };
    await sleep(120);
    expect(rounds).toEqual(stoppedAt);
  });

  it('does not start a round of a job while its previous round still runs', async () => {
    let rounds = 0;
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const slowJob: ScheduledJob = {
      name: 'slow',
      everyMs: 20,
      run: async () => {
        rounds += 1;
        await slow;
        return 0;
      },
    };
    const scheduler = startScheduler([slowJob], { db: server.db, log: recordingLog().log, firstRunAfterMs: 0, clock: systemClock });
    await sleep(150);
    expect(rounds).toBe(1);
    release();
    // stop() waits for the round in flight.
    await scheduler.stop();
  });
});
