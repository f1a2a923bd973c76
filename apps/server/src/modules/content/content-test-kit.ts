import { randomUUID } from 'node:crypto';
import type { PreviewItem, PreviewViewer, StaffRole } from '@maru/domain';
import { expect } from 'vitest';
import { signedInStaff } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import type { Clock } from '../../core/time/clock';

// What the content console's API tests share: a server (on a given clock), content staff, and
// the header a console preview sends.

/** Each file signs in a dozen staff members from one address. */
const GENEROUS_LIMITS = 'staff-sign-in.perIp=1000';

export function startContentServer(clock?: Clock): Promise<TestServer> {
  return startTestServer({ clock, env: { MARU_REDIS_PREFIX: `test:${randomUUID()}:`, MARU_RATE_LIMITS: GENEROUS_LIMITS } });
}

/** A signed-in staff member's browser (CONTENT unless said). */
export async function contentStaff(server: TestServer, role: StaffRole = 'CONTENT'): Promise<HttpClient> {
  return (await signedInStaff(server, role)).client;
}

/** The preview header for these items, as the shop page of a console preview sends it on every call. */
export async function previewHeader(staff: HttpClient, items: PreviewItem[], viewAs: PreviewViewer = 'GUEST'): Promise<Record<string, string>> {
  const answer = await staff.post<{ token: string }>('/api/admin/v1/preview', { items, viewAs });
  expect(answer.body.code, answer.body.message).toBe(0);
  return { 'x-maru-preview': answer.body.data!.token };
}

/** Rich text an attacker would write: a script, an event handler and a javascript: link. */
export const HOSTILE_HTML = '<p>안내<script>alert(1)</script> <img src="x" onerror="alert(2)"><a href="javascript:alert(3)">링크</a> <strong onclick="alert(4)">굵게</strong></p>';

/** No script, no handler, no javascript: link left in cleaned rich text. */
export function expectInert(html: string): void {
  expect(html).not.toMatch(/<script|alert\(1\)|onerror|onclick|javascript:/i);
}
