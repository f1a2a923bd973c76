import styles from './Showroom.module.css';

/** What the booking keeps, why and how long (개인정보 보호법 §15②): shown before the consent box. */
export const BOOKING_PRIVACY = {
  items: '이름, 휴대폰 번호, 방문 인원, 관심 분야, 요청 사항',
  purpose: '쇼룸 방문 예약과 확인, 예약 안내 문자(예약 확정 · 방문 전날 · 취소) 발송, 상담 준비',
  retention: '방문일로부터 1년 (이후 파기)',
};

export function PrivacyConsent({ checked, onChange, error }: { checked: boolean; onChange: (checked: boolean) => void; error?: string }) {
  return (
    <fieldset className={`${styles.field} ${styles.consent}`} aria-describedby={error ? 'booking-consent-error' : undefined}>
      <legend>개인정보 수집 · 이용 동의 (필수)</legend>
      <table>
        <caption className={styles.hint}>방문 예약을 위해 아래 정보를 수집합니다.</caption>
        <tbody>
          <tr>
            <th scope="row">수집 항목</th>
            <td>{BOOKING_PRIVACY.items}</td>
          </tr>
          <tr>
            <th scope="row">이용 목적</th>
            <td>{BOOKING_PRIVACY.purpose}</td>
          </tr>
          <tr>
            <th scope="row">보유 기간</th>
            <td>{BOOKING_PRIVACY.retention}</td>
          </tr>
        </tbody>
      </table>
      <p className={styles.hint}>동의하지 않으실 수 있으며, 동의하지 않으면 방문 예약을 할 수 없습니다.</p>
      <label className={styles.check}>
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-invalid={error ? true : undefined} />
        <span>위 개인정보 수집 · 이용에 동의합니다.</span>
      </label>
      {error ? (
        <p id="booking-consent-error" className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
