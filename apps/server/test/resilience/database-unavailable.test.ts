import { createServer, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/http/errors';
import { freePort } from '../../src/db/embedded';
import { DATABASE_UNAVAILABLE_MESSAGE, errorsPlugin, isDatabaseUnavailable } from '../../src/plugins/errors';

/** The error a real pg client reports, so the test follows the driver rather than our guess of it. */
async function connectError(config: pg.ClientConfig): Promise<unknown> {
  const client = new pg.Client(config);
  try {
    await client.connect();
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => {});
  }
  throw new Error('expected the connect to fail');
}

const serverError = (code: string, message: string) => Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });

// Accepts TCP connections and never answers: a database host that hangs.
let silentServer: Server;
let silentPort: number;
const heldSockets: Socket[] = [];
beforeAll(async () => {
  silentServer = createServer((socket) => heldSockets.push(socket));
  await new Promise<void>((resolve) => silentServer.listen(0, '127.0.0.1', resolve));
  const address = silentServer.address();
  silentPort = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  for (const socket of heldSockets) socket.destroy();
  await new Promise<void>((resolve) => silentServer.close(() => resolve()));
});

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection, as pg reports it', async () => {
    const refused = await connectError({ host: '127.0.0.1', port: await freePort(), user: 'x', database: 'x' });
    expect((refused as { code?: string }).code).toBe('ECONNREFUSED');
    expect(isDatabaseUnavailable(refused)).toBe(true);
  });

  it('recognises a pool connect that ran past connectionTimeoutMillis, as pg-pool reports it', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port: silentPort, user: 'x', database: 'x', connectionTimeoutMillis: 200 });
    const timedOut = await pool.connect().then(
      () => new Error('expected a timeout'),
      (error: unknown) => error,
    );
    await pool.end();
    expect((timedOut as Error).message).toBe('Connection terminated due to connection timeout');
    expect(isDatabaseUnavailable(timedOut)).toBe(true);
  });

  it.each([
    ['admin shutdown', serverError('57P01', 'terminating connection due to administrator command')],
    ['crash shutdown', serverError('57P02', 'terminating connection because of crash of another server process')],
    ['starting or stopping', serverError('57P03', 'the database system is shutting down')],
    ['too many connections', serverError('53300', 'sorry, too many clients already')],
    ['connection failure', serverError('08006', 'connection failure')],
    ['client unable to connect', serverError('08001', 'could not connect')],
    ['socket reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['broken pipe', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })],
    ['connect timed out', Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT' })],
    ['socket closed under a query', new Error('Connection terminated unexpectedly')],
    ['pool queue timeout', new Error('timeout exceeded when trying to connect')],
    ['failed client reused', new Error('Client has encountered a connection error and is not queryable')],
    ['every address refused', new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })])],
  ])('recognises %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a syntax error', serverError('42601', 'syntax error at or near "selec"')],
    ['a unique violation', serverError('23505', 'duplicate key value violates unique constraint')],
    ['a cancelled statement', serverError('57014', 'canceling statement due to statement timeout')],
    ['a provider that could not be reached', new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) })],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'productNo')")],
    ['a business outcome', new ApiError(2002, '가입된 회원이 아닙니다.')],
    ['another message about a connection', new Error('Connection terminated by the payment provider')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('leaves %s alone', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('the error handler', () => {
  const logged: Array<{ level: number; msg: string }> = [];
  const app = Fastify({
    logger: {
      level: 'warn',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logged.push(JSON.parse(chunk.toString('utf8')) as { level: number; msg: string });
          done();
        },
      }),
    },
  });
  beforeAll(async () => {
    await app.register(errorsPlugin);
    app.get('/refused', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    app.get('/bug', async () => {
      throw new Error('secret internal detail');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers an unreachable database 503/999 in Korean with Retry-After, warning once for a burst', async () => {
    logged.length = 0;
    for (let index = 0; index < 3; index += 1) {
      const answer = await app.inject({ method: 'GET', url: '/refused' });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json()).toEqual({ code: 999, message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    // A burst of refusals is one warning, not a stack trace per request.
    expect(logged.map(({ level, msg }) => [level, msg])).toEqual([[40, 'database unavailable: answering 503']]);
  });

  it('still answers anything else unexpected 500/999 with no internals, logged as an error', async () => {
    logged.length = 0;
    const answer = await app.inject({ method: 'GET', url: '/bug' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ code: 999, message: 'unknown error' });
    expect(logged.map(({ level }) => level)).toEqual([50]);
  });
});
