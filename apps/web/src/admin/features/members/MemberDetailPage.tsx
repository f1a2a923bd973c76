import { formatKrw, memberPointsRequest, rightsAllow, STAFF_POINTS_MAX, type AdminMemberView, type MemberPersonalView, type StaffMe } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams, useRouteLoaderData } from 'react-router';
import { FormField } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import styles from '../../ui/console.module.css';
import { DataTable } from '../../ui/pieces/DataTable';
import { formatDateTime } from '../../ui/helpers/format';
import { PageHeader } from '../../ui/pieces/PageHeader';
import { QueryFailure } from '../../ui/pieces/QueryFailure';
import { reasonProblem, RevealDialog, SuspendDialog } from './MemberDialogs';
import { givePoints, memberQuery, membersKey, revealMember, suspendMember, unsuspendMember } from './members-api';

const failed = (error: unknown, fallback: string) => (error instanceof ConsoleApiError ? error.message : fallback);

/** 회원 상세: the member's data masked, what they bought, asked and booked, and what staff may do. */
export function MemberDetailPage() {
  const { memberId = '' } = useParams();
  const number = /^\d{1,10}$/.test(memberId) ? Number(memberId) : 0;
  const member = useQuery({ ...memberQuery(number), enabled: number > 0 });
  return (
    <>
      <PageHeader title={`회원 ${memberId}`} description={<Link to="..">회원 목록으로</Link>} />
      {number === 0 ? (
        <p className={styles.empty}>회원을 찾을 수 없습니다.</p>
      ) : member.isPending ? (
        <Spinner label="회원 정보를 불러오는 중" />
      ) : member.isError ? (
        <QueryFailure error={member.error} retry={() => void member.refetch()} />
      ) : (
        <MemberDetail member={member.data} />
      )}
    </>
  );
}

/** Whether the signed-in staff member may reveal personal data (right members.personal); the server decides in the end. */
function useMayReveal(): boolean {
  const me = useRouteLoaderData('frame') as StaffMe | undefined;
  return me ? rightsAllow(me.rights, ['members', 'members.personal']) : false;
}

function MemberDetail({ member }: { member: AdminMemberView }) {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const mayReveal = useMayReveal();
  const profileHeading = useRef<HTMLHeadingElement>(null);
  const [revealing, setRevealing] = useState(false);
  const [revealed, setRevealed] = useState<{ data: MemberPersonalView; reason: string }>();
  const [suspendOpen, setSuspendOpen] = useState(false);
  const who = `회원 ${member.memberId} (${member.name})`;
  const settled = () => Promise.all([queryClient.invalidateQueries({ queryKey: membersKey }), queryClient.invalidateQueries({ queryKey: auditKey })]);
  const saved = (next: AdminMemberView) => queryClient.setQueryData(memberQuery(member.memberId).queryKey, next);

  const reveal = useMutation({
    mutationFn: (reason: string) => revealMember(member.memberId, reason).then((data) => ({ data, reason })),
    onSuccess: (shown) => {
      setRevealing(false);
      setRevealed(shown);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: auditKey }),
  });
  // The dialog's opener gives way to what it opened: the profile, now unmasked. An effect, not
  // a frame callback: the dialog's closing (its effect's cleanup) gives focus back to its
  // opener, and React runs every cleanup of a commit before its new effects, so this comes
  // after it; a frame callback raced it and lost on a loaded machine (CI, 2026-12-02).
  useEffect(() => {
    if (revealed) profileHeading.current?.focus();
  }, [revealed]);
  const suspension = useMutation({
    mutationFn: (action: { suspend: true; reasonCode: Parameters<typeof suspendMember>[1]['reasonCode']; reason: string } | { suspend: false; reason: string }) =>
      action.suspend ? suspendMember(member.memberId, { reasonCode: action.reasonCode, reason: action.reason }) : unsuspendMember(member.memberId, action.reason),
    onSuccess: (next) => {
      setSuspendOpen(false);
      saved(next);
      showToast(next.status === 'SUSPENDED' ? '이용을 정지했습니다. 회원의 로그인이 모두 끝났습니다.' : '이용 정지를 해제했습니다.', 'success');
    },
    onSettled: settled,
  });

  const shown = revealed?.data;
  return (
    <>
      <section className={styles.panel} aria-labelledby="member-profile">
        <h2 id="member-profile" ref={profileHeading} tabIndex={-1}>
          회원 정보 {shown ? <span className={styles.badge}>개인정보 열람 중</span> : <span className={styles.muted}>(개인정보는 가려서 보입니다)</span>}
        </h2>
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
        {shown ? <p className={styles.small}>열람 사유: {revealed.reason} · 이 열람은 감사 로그에 남았습니다.</p> : null}
        <div className={styles.panelActions}>
          {shown ? (
            <Button type="button" variant="secondary" onClick={() => setRevealed(undefined)}>
              개인정보 가리기
            </Button>
          ) : mayReveal && member.status !== 'WITHDRAWN' ? (
            <Button type="button" variant="secondary" onClick={() => setRevealing(true)}>
              개인정보 보기
            </Button>
          ) : null}
          {member.status === 'ACTIVE' || member.status === 'SUSPENDED' ? (
            <Button type="button" variant="secondary" onClick={() => setSuspendOpen(true)}>
              {member.status === 'SUSPENDED' ? '정지 해제' : '이용 정지'}
            </Button>
          ) : null}
        </div>
      </section>

      <PointsPanel member={member} onSaved={saved} onSettled={settled} />
      <MemberRecords member={member} />

      {revealing ? (
        <RevealDialog
          who={who}
          pending={reveal.isPending}
          failure={reveal.error ? failed(reveal.error, '개인정보를 불러오지 못했습니다. 다시 시도해 주세요.') : undefined}
          onCancel={() => {
            setRevealing(false);
            reveal.reset();
          }}
          onReveal={(reason) => reveal.mutate(reason)}
        />
      ) : null}
      {suspendOpen ? (
        <SuspendDialog
          who={who}
          suspending={member.status !== 'SUSPENDED'}
          pending={suspension.isPending}
          failure={suspension.error ? failed(suspension.error, '처리하지 못했습니다. 다시 시도해 주세요.') : undefined}
          onCancel={() => {
            setSuspendOpen(false);
            suspension.reset();
          }}
          onSuspend={(body) => suspension.mutate({ suspend: true, ...body })}
          onUnsuspend={(reason) => suspension.mutate({ suspend: false, reason })}
        />
      ) : null}
    </>
  );
}

type PointsField = 'amount' | 'reason';

/** 적립금 지급·차감: a direction, an amount in won and the reason the member will read beside it. */
function PointsPanel({ member, onSaved, onSettled }: { member: AdminMemberView; onSaved: (next: AdminMemberView) => void; onSettled: () => void }) {
  const id = useId();
  const { showToast } = useToast();
  const [direction, setDirection] = useState<'give' | 'take'>('give');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Partial<Record<PointsField, string>>>({});
  const save = useMutation({
    mutationFn: (body: { amount: number; reason: string }) => givePoints(member.memberId, body),
    onSuccess: (next, body) => {
      onSaved(next);
      setAmount('');
      setReason('');
      showToast(`적립금 ${formatKrw(Math.abs(body.amount))}을 ${body.amount > 0 ? '지급' : '차감'}했습니다. 잔액 ${formatKrw(next.points.balance)}`, 'success');
    },
    onError: (error) => setProblems({ amount: failed(error, '적립금을 바꾸지 못했습니다. 다시 시도해 주세요.') }),
    onSettled,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = amount.replace(/[\s,원]/g, '');
    const found: Partial<Record<PointsField, string>> = {};
    if (!/^\d{1,7}$/.test(digits) || Number(digits) === 0) found.amount = `적립금을 1원부터 ${formatKrw(STAFF_POINTS_MAX)}까지 숫자로 입력해 주세요.`;
    else if (direction === 'take' && Number(digits) > member.points.balance) found.amount = `잔액(${formatKrw(Math.max(member.points.balance, 0))})보다 많이 차감할 수 없습니다.`;
    found.reason = reasonProblem(reason, '사유');
    const body = { amount: (direction === 'take' ? -1 : 1) * Number(digits), reason: reason.trim() };
    if (!found.amount && !found.reason) {
      const parsed = memberPointsRequest.safeParse(body);
      if (!parsed.success) found.amount = parsed.error.issues[0]?.message;
    }
    setProblems(found);
    if (found.amount || found.reason) {
      document.getElementById(found.amount ? `${id}-amount` : `${id}-reason`)?.focus();
      return;
    }
    save.mutate(body);
  };
  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>적립금 지급·차감</h2>
      <p>잔액 {formatKrw(member.points.balance)}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.fieldset}>
          <legend>지급 또는 차감</legend>
          <label>
            <input type="radio" name={`${id}-direction`} checked={direction === 'give'} onChange={() => setDirection('give')} /> 지급
          </label>{' '}
          <label>
            <input type="radio" name={`${id}-direction`} checked={direction === 'take'} onChange={() => setDirection('take')} /> 차감
          </label>
        </fieldset>
        <FormField id={`${id}-amount`} label="적립금 (원)" inputMode="numeric" autoComplete="off" value={amount} error={problems.amount} required onChange={(event) => setAmount(event.target.value)} />
        <FormField
          id={`${id}-reason`}
          label="사유"
          autoComplete="off"
          value={reason}
          error={problems.reason}
          required
          hint="회원의 마이페이지 적립금 내역에 이 사유가 보이고, 감사 로그에도 남습니다."
          onChange={(event) => setReason(event.target.value)}
        />
        <div className={styles.panelActions}>
          <Button type="submit" disabled={save.isPending}>
            {direction === 'take' ? '적립금 차감' : '적립금 지급'}
          </Button>
        </div>
      </form>
    </section>
  );
}

function Part({ title, total, shown, columns, empty, children }: { title: string; total: number; shown: number; columns: string[]; empty: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className={styles.muted}>{total > shown ? `전체 ${total.toLocaleString('ko-KR')}건 중 최근 ${shown}건` : `${total.toLocaleString('ko-KR')}건`}</span>
      </h2>
      {total === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <DataTable caption={`${title} ${total.toLocaleString('ko-KR')}건`} columns={columns}>
          {children}
        </DataTable>
      )}
    </section>
  );
}

/** The member's orders, claims, points, coupons, inquiries and bookings: the latest of each, with how many there are. */
function MemberRecords({ member }: { member: AdminMemberView }) {
  const { orders, claims, points, coupons, inquiries, bookings } = member;
  return (
    <>
      <Part title="주문" total={orders.total} shown={orders.list.length} columns={['주문번호', '주문일시', '상품', '결제금액', '상태']} empty="주문이 없습니다.">
        {orders.list.map((order) => (
          <tr key={order.orderNo}>
            <td className={styles.nowrap}>
              <Link to={`/orders/${order.orderNo}`}>{order.orderNo}</Link>
            </td>
            <td className={styles.nowrap}>{formatDateTime(order.orderedAt)}</td>
            <td>
              {order.firstProduct ?? '—'}
              {order.lineCount > 1 ? ` 외 ${order.lineCount - 1}건` : ''}
            </td>
            <td className={styles.nowrap}>{formatKrw(order.payAmount)}</td>
            <td className={styles.nowrap}>{order.statusLabel}</td>
          </tr>
        ))}
      </Part>
      <Part title="취소·반품" total={claims.total} shown={claims.list.length} columns={['클레임 번호', '주문번호', '요청일시', '상태', '환불 금액']} empty="취소·반품 요청이 없습니다.">
        {claims.list.map((claim) => (
          <tr key={claim.claimNo}>
            <td className={styles.nowrap}>{claim.claimNo}</td>
            <td className={styles.nowrap}>
              <Link to={`/orders/${claim.orderNo}`}>{claim.orderNo}</Link>
            </td>
            <td className={styles.nowrap}>{formatDateTime(claim.requestedAt)}</td>
            <td className={styles.nowrap}>{claim.statusLabel}</td>
            <td className={styles.nowrap}>{claim.refundAmount === null ? '—' : formatKrw(claim.refundAmount)}</td>
          </tr>
        ))}
      </Part>
      <Part title="적립금 내역" total={points.total} shown={points.list.length} columns={['일시', '구분', '내용', '적립금', '잔액']} empty="적립금 내역이 없습니다.">
        {points.list.map((entry) => (
          <tr key={entry.entryId}>
            <td className={styles.nowrap}>{formatDateTime(entry.createdAt)}</td>
            <td className={styles.nowrap}>{entry.kindLabel}</td>
            <td>{entry.description}</td>
            <td className={styles.nowrap}>{`${entry.amount > 0 ? '+' : ''}${formatKrw(entry.amount)}`}</td>
            <td className={styles.nowrap}>{formatKrw(entry.balanceAfter)}</td>
          </tr>
        ))}
      </Part>
      <Part title={`쿠폰 (사용 가능 ${coupons.usable}장)`} total={coupons.total} shown={coupons.list.length} columns={['쿠폰', '혜택', '받은 일시', '사용 기한', '상태']} empty="받은 쿠폰이 없습니다.">
        {coupons.list.map((coupon) => (
          <tr key={coupon.memberCouponId}>
            <td>{coupon.couponName}</td>
            <td>{coupon.benefitLabel}</td>
            <td className={styles.nowrap}>{formatDateTime(coupon.issuedAt)}</td>
            <td className={styles.nowrap}>{formatDateTime(coupon.expiresAt)}</td>
            <td className={styles.nowrap}>{coupon.statusLabel}</td>
          </tr>
        ))}
      </Part>
      <Part title="문의" total={inquiries.total} shown={inquiries.list.length} columns={['문의일시', '종류', '제목', '답변']} empty="문의가 없습니다.">
        {inquiries.list.map((inquiry) => (
          <tr key={inquiry.inquiryId}>
            <td className={styles.nowrap}>{formatDateTime(inquiry.createdAt)}</td>
            <td className={styles.nowrap}>{inquiry.kindLabel}</td>
            <td>
              <Link to={`/inquiries/${inquiry.inquiryId}`}>{inquiry.title}</Link>
            </td>
            <td className={styles.nowrap}>{inquiry.answered ? '답변 완료' : <span className={styles.badge}>답변 대기</span>}</td>
          </tr>
        ))}
      </Part>
      <Part title="쇼룸 예약" total={bookings.total} shown={bookings.list.length} columns={['예약번호', '쇼룸', '방문 일시', '인원', '상태']} empty="쇼룸 예약이 없습니다.">
        {bookings.list.map((booking) => (
          <tr key={booking.bookingNo}>
            <td className={styles.nowrap}>{booking.bookingNo}</td>
            <td>{booking.officeName}</td>
            <td className={styles.nowrap}>{formatDateTime(booking.startsAt)}</td>
            <td className={styles.nowrap}>{booking.partySize}명</td>
            <td className={styles.nowrap}>{booking.statusLabel}</td>
          </tr>
        ))}
      </Part>
      {member.suspensionHistory.length ? (
        <Part title="이용 정지 이력" total={member.suspensionHistory.length} shown={member.suspensionHistory.length} columns={['일시', '처리', '사유', '처리한 직원']} empty="">
          {member.suspensionHistory.map((event) => (
            <tr key={`${event.at}-${event.action}`}>
              <td className={styles.nowrap}>{formatDateTime(event.at)}</td>
              <td className={styles.nowrap}>{event.action === 'SUSPEND' ? '이용 정지' : '정지 해제'}</td>
              <td>{[event.reasonLabel, event.reason].filter(Boolean).join(': ') || '—'}</td>
              <td className={styles.nowrap}>{event.staffName ?? '—'}</td>
            </tr>
          ))}
        </Part>
      ) : null}
    </>
  );
}
