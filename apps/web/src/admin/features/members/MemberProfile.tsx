import type { AdminMemberView, MemberPersonalView } from '@maru/domain';
import type { RefObject } from 'react';
import { Button } from '@/shared/ui/Button';
import styles from '../../ui/console.module.css';
import { formatDateTime } from '../../ui/helpers/format';
import type { RevealedMember } from './use-member-actions';

interface MemberProfileProps {
  member: AdminMemberView;
  revealed: RevealedMember | undefined;
  mayReveal: boolean;
  /** Takes the focus once the personal data shows. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  onHide: () => void;
  onReveal: () => void;
  onSuspend: () => void;
}

/** 회원 정보: the member's data, masked unless revealed, and the buttons to reveal, hide, suspend or unsuspend. */
export function MemberProfile({ member, revealed, mayReveal, headingRef, onHide, onReveal, onSuspend }: MemberProfileProps) {
  const shown = revealed?.data;
  return (
    <section className={styles.panel} aria-labelledby="member-profile">
      <h2 id="member-profile" ref={headingRef} tabIndex={-1}>
        회원 정보 {shown ? <span className={styles.badge}>개인정보 열람 중</span> : <span className={styles.muted}>(개인정보는 가려서 보입니다)</span>}
      </h2>
      <MemberFacts member={member} shown={shown} />
      {shown ? <p className={styles.small}>열람 사유: {revealed.reason} · 이 열람은 감사 로그에 남았습니다.</p> : null}
      <div className={styles.panelActions}>
        {shown ? (
          <Button type="button" variant="secondary" onClick={onHide}>
            개인정보 가리기
          </Button>
        ) : mayReveal && member.status !== 'WITHDRAWN' ? (
          <Button type="button" variant="secondary" onClick={onReveal}>
            개인정보 보기
          </Button>
        ) : null}
        {member.status === 'ACTIVE' || member.status === 'SUSPENDED' ? (
          <Button type="button" variant="secondary" onClick={onSuspend}>
            {member.status === 'SUSPENDED' ? '정지 해제' : '이용 정지'}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** The member's name, contacts and addresses (revealed ones when shown), status and dates. */
function MemberFacts({ member, shown }: { member: AdminMemberView; shown: MemberPersonalView | undefined }) {
  return (
    <dl>
      <dt>이름</dt>
      <dd>{shown ? (shown.name ?? '—') : member.name}</dd>
      <dt>이메일</dt>
      <dd>{(shown ? shown.email : member.email) ?? '—'}</dd>
      <dt>휴대폰</dt>
      <dd>{(shown ? shown.phone : member.phone) ?? '—'}</dd>
      <dt>배송지</dt>
      <dd>
        {member.addresses.length === 0 ? (
          '없음'
        ) : (
          <ul>
            {shown
              ? shown.addresses.map((address) => (
                  <li key={address.addressId}>
                    {address.label}: {address.receiverName} {address.receiverPhone} ({address.zonecode}) {address.address} {address.addressDetail}
                  </li>
                ))
              : member.addresses.map((address) => (
                  <li key={address.addressId}>
                    {address.label}
                    {address.isDefault ? ' (기본)' : ''}: {address.receiverName} {address.receiverPhone} {address.address}
                  </li>
                ))}
          </ul>
        )}
      </dd>
      <dt>상태</dt>
      <dd>
        {member.status === 'ACTIVE' ? member.statusLabel : <span className={styles.badge}>{member.statusLabel}</span>}
        {member.suspension ? ` · ${member.suspension.reasonLabel ?? ''}: ${member.suspension.reason ?? ''} (${formatDateTime(member.suspension.at)}${member.suspension.staffName ? `, ${member.suspension.staffName}` : ''})` : null}
        {member.business ? ' · 사업자 회원' : null}
      </dd>
      <dt>가입일시</dt>
      <dd>{formatDateTime(member.joinedAt)}</dd>
      <dt>최근 로그인</dt>
      <dd>{formatDateTime(member.lastSignInAt)}</dd>
    </dl>
  );
}
