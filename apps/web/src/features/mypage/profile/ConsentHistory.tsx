import { formatKstDateTime } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import type { MarketingConsent } from '@maru/domain';
import { fetchConsents, mypageKeys } from '../api/mypage-api';
import styles from './mypage.module.css';

const labels: Record<MarketingConsent, string> = { marketingSms: 'SMS', marketingEmail: '이메일' };
const answer = (agreed: boolean) => (agreed ? '동의' : '거부');

/**
 * 마케팅 정보 수신 동의: each consent now with the time it was given or changed, and the list of
 * changes (the privacy policy promises the time of each). Saving the form with the boxes
 * as they were is not a change.
 */
export function ConsentHistory() {
  const { data, isError } = useQuery({ queryKey: mypageKeys.consents, queryFn: ({ signal }) => fetchConsents(signal) });
  return (
    <section className={styles.consents} aria-labelledby="consent-history-title">
      <h2 id="consent-history-title">마케팅 정보 수신 동의 내역</h2>
      {isError ? (
        <p role="alert">동의 내역을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.</p>
      ) : !data ? (
        <p className={styles.muted}>동의 내역을 불러오는 중…</p>
      ) : (
        <>
          <dl className={styles.consentNow}>
            {data.consents.map((consent) => (
              <div key={consent.type}>
                <dt>{labels[consent.type]} 수신</dt>
                <dd>
                  <strong>{answer(consent.agreed)}</strong>
                  {consent.changedAt ? (
                    <>
                      {' '}
                      <time dateTime={consent.changedAt}>{formatKstDateTime(consent.changedAt)}</time>
                    </>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
          {data.changes.length > 0 ? (
            <details className={styles.consentLog}>
              <summary>변경 이력 {data.changes.length}건</summary>
              <ol>
                {data.changes.map((change) => (
                  <li key={`${change.type}-${change.changedAt}`}>
                    <time dateTime={change.changedAt}>{formatKstDateTime(change.changedAt)}</time> {labels[change.type]} 수신 {answer(change.agreed)}
                  </li>
                ))}
              </ol>
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}
