import { describe, expect, it } from 'vitest';
import { envelopeProblems, leaksOf, problemsOf } from './invariants';
import type { Operation } from './openapi-operations';
import type { WireAnswer, WireRequest } from './raw-http';
import { ResponseValidator } from './response-validator';

const request = (target: string, body?: string): WireRequest => ({ method: 'POST', target, headers: {}, body: body === undefined ? undefined : Buffer.from(body) });
const answer = (status: number, text: string, headers: WireAnswer['headers'] = {}): WireAnswer => ({ status, headers, text, took: 5 });

const operation: Operation = {
  id: 'POST /api/probe',
  method: 'POST',
  path: '/api/probe',
  pathParams: [],
  queryParams: [],
  responses: {
    '200': {
      type: 'object',
      properties: { code: { type: 'number', enum: [0] }, message: { type: 'string' }, data: { type: 'object', properties: { n: { type: 'integer', minimum: 0, exclusiveMinimum: true } }, required: ['n'] } },
      required: ['code', 'message', 'data'],
    },
  },
};
const validator = new ResponseValidator({ openapi: '3.0.3', paths: {} });
const judge = (status: number, text: string) => problemsOf({ operation, request: request('/api/probe', '{}'), answer: answer(status, text), logEntries: [] }, validator);

describe('problemsOf', () => {
  it('accepts a success matching its schema, a business outcome and a refusal in the envelope', () => {
    expect(judge(200, '{"code":0,"message":"success","data":{"n":1}}')).toEqual([]);
    expect(judge(200, '{"code":3002,"message":"이미 담긴 상품입니다."}')).toEqual([]);
    expect(judge(400, '{"code":104,"message":"잘못된 요청 값입니다: n"}')).toEqual([]);
  });

  it('refuses a 5xx, a success off its schema, and a refusal outside the catalogue', () => {
    expect(judge(500, '{"code":999,"message":"unknown error"}')).toContain('HTTP 500');
    expect(judge(200, '{"code":0,"message":"success","data":{"n":0}}')[0]).toMatch(/does not match the declared schema/);
    expect(judge(400, '{"code":123,"message":"x"}')[0]).toMatch(/not a catalogue failure code/);
    expect(judge(403, '{"error":"Forbidden","statusCode":403}').length).toBeGreaterThan(0);
    expect(judge(400, 'Bad Request')[0]).toMatch(/not the \{code, message\} envelope/);
  });

  it('refuses error and unexpected warning log lines of the request', () => {
    const logged = problemsOf({ operation, request: request('/api/probe'), answer: answer(400, '{"code":104,"message":"x"}'), logEntries: [{ level: 50, msg: 'unexpected error' }] }, validator);
    expect(logged).toEqual(['server logged log level 50 "unexpected error"']);
  });
});

describe('envelopeProblems', () => {
  it('lets a business outcome keep data, but not a refused request', () => {
    expect(envelopeProblems('{"code":101,"message":"saveIdentityVerification Fail","data":{"result":false}}', true)).toEqual([]);
    expect(envelopeProblems('{"code":101,"message":"x","data":{}}', false)).toEqual(['envelope has extra fields: data']);
    expect(envelopeProblems('{"code":0,"message":"success"}', false)).toEqual(['code 0 is not a catalogue failure code']);
  });
});

describe('leaksOf', () => {
  it('finds stack traces, paths, SQL, database errors and internal names', () => {
    const leaks = (text: string) => leaksOf(request('/api/probe'), answer(500, text));
    expect(leaks('Error: boom\n    at handler (/work/main/apps/server/src/x.ts:12:5)')).toEqual(
      expect.arrayContaining([expect.stringMatching(/stack trace/), expect.stringMatching(/file path/)]),
    );
    expect(leaks('{"message":"select * from member where id = 1"}')[0]).toMatch(/SQL text/);
    expect(leaks('{"message":"invalid byte sequence for encoding \\"UTF8\\": 0x00"}')[0]).toMatch(/database error/);
    expect(leaks('{"message":"TypeError: Cannot read properties of null"}')[0]).toMatch(/internal name/);
    expect(leaksOf(request('/api/probe'), answer(200, '{}', { 'x-debug': '/root/app/node_modules/x.js:1' }))[0]).toMatch(/^headers show a file path/);
  });

  it('does not mistake random tokens in cookies for leaks', () => {
    const cookies = { 'set-cookie': ['XSRF-TOKEN=Qpg_RAZT6x.Kat_y-Ts9; Path=/', 'tmx=SELECT_from_Zat; Path=/'] };
    expect(leaksOf(request('/api/x'), answer(200, '{}', cookies))).toEqual([]);
  });

  it('does not count an echo of the request as a leak', () => {
    const searched = request('/api/search?keyword=%27%3B%20select%20pg_sleep(3)%20from%20x');
    expect(leaksOf(searched, answer(200, `{"code":0,"message":"success","data":{"keyword":"'; select pg_sleep(3) from x"}}`))).toEqual([]);
    expect(leaksOf(request('/api/x', '{"name":"TypeError"}'), answer(400, '{"code":104,"message":"Unrecognized key: TypeError"}'))).toEqual([]);
  });
});
