import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import { describeRouteError } from './describe-route-error';

// data() returns what a loader throws; the router turns it into an ErrorResponse.
const thrownResponse = (body: unknown, status: number) => {
  const { init } = data(body, { status });
  return { status: init?.status ?? status, statusText: '', internal: false, data: body };
};

describe('describeRouteError', () => {
  it('keeps the status and message of a thrown route answer', () => {
    expect(describeRouteError(thrownResponse('SQL Injection Detected', 500))).toEqual({
      status: 500,
      message: 'SQL Injection Detected',
      needsReload: false,
    });
  });

  it('uses the spec defaults when a route answer has no text', () => {
    expect(describeRouteError(thrownResponse(null, 404)).message).toBe('This page could not be found');
    expect(describeRouteError(thrownResponse(null, 500)).message).toBe('unknown error');
  });

  it('shows an API failure with its own message', () => {
    expect(describeRouteError(new ApiError('code', 2002, '존재하지 않는 회원입니다.', 200))).toEqual({
      status: 200,
      message: '존재하지 않는 회원입니다.',
      needsReload: false,
    });
  });

  it('hides a plain exception behind "unknown error" and asks for a reload', () => {
    expect(describeRouteError(new TypeError('x is undefined'))).toEqual({ status: 500, message: 'unknown error', needsReload: true });
  });
});
