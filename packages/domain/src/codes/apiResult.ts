import type { ApiCodeValue } from './apiCode';
import { messageForCode } from './apiMessages';

// Every API answer: code 0 is success, any other code is a failure carrying its message.
export interface ApiEnvelope<T> {
  code: ApiCodeValue;
  message: string;
  data?: T;
}

// What a failed call turns into on the client (spec 01 §3 "API error").
export interface ApiErrorResult {
  result: false;
  code: ApiCodeValue;
  message: string;
}

// A blank server message is replaced by the Korean default so nothing empty is shown.
export function apiErrorResult(code: ApiCodeValue, message?: string): ApiErrorResult {
  const text = message?.trim() ? message : messageForCode(code);
  return { result: false, code, message: text };
}
