import { inquiryStatusLabels, type InquiryView } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import { Button, EmptyState, LinkButton, Spinner } from '@/shared/ui';
import { deleteInquiry, fetchInquiry, inquiryKeys } from './inquiry-api';
import styles from './inquiry.module.css';

const formatTime = (iso: string) => new Date(iso).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'medium', timeStyle: 'short' });

function InquiryPhotos({ photos }: { photos: InquiryView['photos'] }) {
  return (
    <ul className={styles.photos} aria-label="첨부 사진">
      {photos.map((photo, index) => (
        <li key={photo.imageId}>
          <a href={photo.url} target="_blank" rel="noreferrer">
            <img src={photo.thumbnailUrl} srcSet={photo.srcSet} sizes="96px" width={96} height={96} alt={`첨부 사진 ${index + 1}`} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** 마루 답변, or the note that one is on its way. */
function InquiryAnswer({ answer }: { answer: InquiryView['answer'] }) {
  return answer ? (
    <section className={styles.answer} aria-labelledby="inquiry-answer">
      <h3 id="inquiry-answer" className={styles.answerTitle}>
        마루 답변
      </h3>
      <p className={styles.text}>{answer.text}</p>
      <p className={styles.muted}>{formatTime(answer.answeredAt)}</p>
    </section>
  ) : (
    <p className={styles.muted}>답변을 준비하고 있어요. 답변이 등록되면 알림톡으로 알려 드립니다.</p>
  );
}

/** One of the member's inquiries with its answer; opening it marks the answer read (the server does). Text shows as text. */
export function InquiryDetail({ inquiryNo, onEdit, onDeleted, backHref }: { inquiryNo: number; onEdit: () => void; onDeleted: () => void; backHref: string }) {
  const client = useQueryClient();
  const { data, isPending, isError, error } = useQuery({ queryKey: inquiryKeys.detail(inquiryNo), queryFn: ({ signal }) => fetchInquiry(inquiryNo, signal) });
  const remove = useMutation({
    mutationFn: () => deleteInquiry(inquiryNo),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: inquiryKeys.all });
      onDeleted();
    },
  });

  if (isPending) return <Spinner label="문의를 불러오는 중" />;
  if (isError) return <EmptyState title="문의를 찾을 수 없습니다" description={error.message || undefined} actions={<LinkButton to={backHref}>목록으로</LinkButton>} />;

  return (
    <article className={styles.detail} aria-labelledby="inquiry-subject">
      <div className={styles.itemHead}>
        <span className={`${styles.status} ${data.status === 'ANSWERED' ? styles.answered : ''}`}>{inquiryStatusLabels[data.status]}</span>
        <span className={styles.muted}>{data.categoryName ?? '상품 문의'}</span>
        {data.secret && data.kind === 'PRODUCT' ? <span className={styles.muted}>비밀글</span> : null}
      </div>
      <h2 id="inquiry-subject" className={styles.subject}>
        {data.title ?? data.productName ?? '상품 문의'}
      </h2>
      <p className={styles.muted}>{formatTime(data.createdAt)}</p>
      {data.orderNo ? (
        <p className={styles.muted}>
          관련 주문: <Link to={paths.mypage.order(data.orderNo)}>{data.orderNo}</Link>
        </p>
      ) : null}
      {data.productNo ? (
        <p className={styles.muted}>
          상품: <Link to={paths.productItem(data.productNo)}>{data.productName}</Link>
        </p>
      ) : null}
      <p className={styles.text}>{data.text}</p>
      {data.photos.length > 0 ? <InquiryPhotos photos={data.photos} /> : null}
      <InquiryAnswer answer={data.answer} />
      {remove.isError ? (
        <p className={styles.error} role="alert">
          {remove.error.message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <LinkButton variant="secondary" to={backHref}>
          목록으로
        </LinkButton>
        {data.changeable ? (
          <>
            <Button variant="secondary" onClick={onEdit}>
              수정
            </Button>
            <Button variant="secondary" disabled={remove.isPending} onClick={() => window.confirm('문의를 삭제할까요?') && remove.mutate()}>
              삭제
            </Button>
          </>
        ) : null}
      </div>
    </article>
  );
}
