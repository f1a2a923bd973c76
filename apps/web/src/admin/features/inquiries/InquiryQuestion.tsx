import { inquiryKindLabels, inquiryStatusLabels, type AdminInquiryView } from '@maru/domain';
import { Link } from 'react-router';
import styles from '../../ui/console.module.css';
import { formatDateTime } from '../../ui/helpers/format';

const pre = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** The question as the member wrote it: kind and status, member, date, category, product, order, title, text and photos. */
export function InquiryQuestion({ inquiry }: { inquiry: AdminInquiryView }) {
  return (
    <section className={styles.panel} aria-labelledby="inquiry-question">
      <h2 id="inquiry-question">
        {inquiryKindLabels[inquiry.kind]} <span className={styles.muted}>{inquiryStatusLabels[inquiry.status]}</span>
      </h2>
      <dl>
        <dt>회원</dt>
        <dd>
          {inquiry.memberName} <span className={styles.small}>{inquiry.memberEmail ?? ''}</span>
        </dd>
        <dt>작성일시</dt>
        <dd>{formatDateTime(inquiry.createdAt)}</dd>
        {inquiry.categoryName ? (
          <>
            <dt>문의 유형</dt>
            <dd>{inquiry.categoryName}</dd>
          </>
        ) : null}
        {inquiry.productNo ? (
          <>
            <dt>상품</dt>
            <dd>
              {inquiry.productName} ({inquiry.productNo}){inquiry.secret ? ' · 비밀글' : ''}
            </dd>
          </>
        ) : null}
        {inquiry.orderNo ? (
          <>
            <dt>관련 주문</dt>
            <dd>
              <Link to={`/orders/${inquiry.orderNo}`}>{inquiry.orderNo}</Link>
            </dd>
          </>
        ) : null}
        {inquiry.title ? (
          <>
            <dt>제목</dt>
            <dd>{inquiry.title}</dd>
          </>
        ) : null}
      </dl>
      <p style={pre}>{inquiry.text}</p>
      {inquiry.photos.map((photo, index) => (
        <a key={photo.imageId} href={photo.url} target="_blank" rel="noreferrer">
          첨부 사진 {index + 1}
        </a>
      ))}
    </section>
  );
}
