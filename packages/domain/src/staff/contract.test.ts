import { describe, expect, it } from 'vitest';
import { auditQuery, businessRequestsQuery, createStaffRequest, staffEmail } from './contract';

describe('the console contract', () => {
  it('reads paging and filters from query strings, with defaults', () => {
    expect(auditQuery.parse({ page: '2', size: '50', staffId: '7', action: 'business.approve', from: '2026-11-01', to: '2026-11-30' })).toEqual({
      page: 2,
      size: 50,
      staffId: 7,
      action: 'business.approve',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(businessRequestsQuery.parse({})).toEqual({ page: 1, size: 20, status: 'PENDING' });
  });

  it('refuses an unknown action, a period ending before it starts, an impossible day and pages over 100 rows', () => {
    expect(auditQuery.safeParse({ action: 'order.delete_everything' }).success).toBe(false);
    expect(auditQuery.safeParse({ from: '2026-11-30', to: '2026-11-01' }).success).toBe(false);
    expect(auditQuery.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(auditQuery.safeParse({ size: '101' }).success).toBe(false);
  });

  it('lower-cases staff e-mail and holds new passwords to the staff rule', () => {
    expect(staffEmail.parse('  Ops@Maru.Example ')).toBe('ops@maru.example');
    const request = { email: 'op@maru.example', name: '운영자', role: 'OPERATOR' };
    expect(createStaffRequest.safeParse({ ...request, password: 'short-pass' }).success).toBe(false);
    expect(createStaffRequest.safeParse({ ...request, password: 'a long enough passphrase' }).success).toBe(true);
    expect(createStaffRequest.safeParse({ ...request, role: 'owner', password: 'a long enough passphrase' }).success).toBe(false);
  });
});
