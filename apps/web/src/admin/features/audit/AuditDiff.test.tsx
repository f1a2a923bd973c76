import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditDiff } from './AuditDiff';

describe('AuditDiff', () => {
  it('shows each changed field by its Korean name, old value struck through and new value beside it', () => {
    const { container } = render(
      <AuditDiff before={{ status: 'PENDING', authNo: 1, companyName: '마루' }} after={{ status: 'APPROVED', authNo: 17, companyName: '마루', reason: '확인' }} />,
    );
    const rows = [...container.querySelectorAll('dl > div')].map((row) => row.textContent);
    expect(rows).toEqual(['상태이전: 승인 대기 → 이후: 승인', '회원 등급 번호(authNo)이전: 1 → 이후: 사업자 회원 (17)', '사유이후: 확인']);
    expect(container.querySelector('ins')?.getAttribute('title')).toBe('APPROVED');
    expect(container.querySelector('del')?.textContent).toContain('승인 대기');
    expect(screen.queryByText(/마루/)).toBeNull();
  });

  it('says so when nothing changed (a sign-in)', () => {
    render(<AuditDiff before={null} after={null} />);
    expect(screen.getByText('변경 없음')).toBeTruthy();
  });

  it('reads roles and yes/no as words', () => {
    const { container } = render(<AuditDiff before={{ role: 'OPERATOR', active: true }} after={{ role: 'ADMIN', active: false }} />);
    expect(container.textContent).toContain('운영자');
    expect(container.textContent).toContain('관리자');
    expect(container.textContent).not.toContain('OPERATOR');
    expect(container.textContent).toContain('예');
    expect(container.textContent).toContain('아니요');
  });

  it('reads a claim decision in words: its states, the refund in won', () => {
    const { container } = render(
      <AuditDiff targetType="claim" before={{ status: 'PICKED_UP', lines: [1, 2], refundAmount: null }} after={{ status: 'COMPLETED', lines: [1, 2], refundAmount: 407_000 }} />,
    );
    const rows = [...container.querySelectorAll('dl > div')].map((row) => row.textContent);
    expect(rows).toEqual(['상태이전: 수거완료 → 이후: 완료', '환불 금액이전: 없음 → 이후: 407,000원']);
  });
});
