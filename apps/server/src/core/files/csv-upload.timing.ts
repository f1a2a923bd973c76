import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { watchEventLoop } from '../../../test/event-loop-monitor';
import { csvRecords } from './csv-upload';

// The spreadsheet reader gives the event loop its turns (issue 41: the old one held it 21 s
// for 29 MB of commas and 31 s for a 32 MB cell). Timed in `npm run test:timing`, one file
// at a time, so that the figure is the reader's and not the other test files' (see
// vitest.timing.config.ts).

const MB = 1024 * 1024;

describe('the event loop keeps its turns', () => {
  it.each([
    ['29 MB of commas in lines of 100', () => Buffer.alloc(29 * MB, `${','.repeat(99)}\n`)],
    ['29 MB of commas in one line', () => Buffer.alloc(29 * MB, ',')],
    ['one 32 MB cell', () => Buffer.alloc(32 * MB, 'x')],
    ['29 MB of CP949 text', () => Buffer.alloc(29 * MB, iconv.encode('가나다라,마바사\r\n', 'cp949'))],
  ])('while reading %s: never more than 50 ms without a turn', { timeout: 30_000 }, async (what, file) => {
    const bytes = file();
    const loop = watchEventLoop();
    await csvRecords(bytes, { add: () => undefined }, { maxRows: 50_000 });
    const { busyMs, wallMs } = loop.stop();
    console.info(`csvRecords on ${what}: the event loop was held at most ${busyMs.toFixed(1)} ms by work (${wallMs.toFixed(1)} ms wall clock)`);
    expect(busyMs).toBeLessThan(50);
  });
});
