import { type AdminReviewRow, REVIEW_ANSWER_FILTERS, reviewAnswerFilterLabels, withParticle } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { FieldError } from '@/shared/form';
import { choicesOf } from '@/shared/ui/Options';
import type { FieldReader } from '../../ui/helpers/address-filters';
import styles from '../../ui/console.module.css';
import { formatDateTime } from '../../ui/helpers/format';
import { SelectField } from '../../ui/pieces/fields';
import { choiceFilter, ConsoleList, formFilters, numberFilter, textFilter, useListFilters } from '../../ui/list-frame';
import { REVIEWS_PAGE_SIZE, reviewsQuery, type ReviewFilters } from './reviews-api';
import { Rating } from './Rating';

const RATINGS = [5, 4, 3, 2, 1] as const;
const PRODUCT_NO = /^\d{1,10}$/;
const KEYWORD_MAX = 50;

/** The filters as the address holds them, so a search can be shared, reloaded and gone back to. */
const FILTERS = {
  answer: choiceFilter(REVIEW_ANSWER_FILTERS, 'ALL'),
  rating: choiceFilter(RATINGS),
  productNo: numberFilter(0, 9_999_999_999),
  keyword: textFilter(KEYWORD_MAX),
};

function ReviewSearchFields({ filters, productNoError }: { filters: ReviewFilters; productNoError: string | undefined }) {
  const productNoId = useId();
  return (
    <>
      <SelectField label="답변 상태" name="answer" defaultValue={filters.answer} choices={choicesOf(REVIEW_ANSWER_FILTERS, (value) => reviewAnswerFilterLabels[value])} />
      <SelectField label="별점" name="rating" defaultValue={filters.rating ?? ''} blank="전체" choices={RATINGS.map((stars) => ({ value: stars, label: `${stars}점` }))} />
      <div>
        <label className={styles.field} htmlFor={productNoId}>
          상품번호
          <input
            id={productNoId}
            name="productNo"
            defaultValue={filters.productNo}
            inputMode="numeric"
            size={10}
            autoComplete="off"
            aria-invalid={productNoError ? true : undefined}
            aria-describedby={productNoError ? `${productNoId}-error` : undefined}
          />
        </label>
        <FieldError id={`${productNoId}-error`} message={productNoError} />
      </div>
      <label className={styles.field}>
        검색어 (리뷰 내용)
        <input name="keyword" defaultValue={filters.keyword} maxLength={KEYWORD_MAX} autoComplete="off" />
      </label>
    </>
  );
}

function ReviewRow({ row }: { row: AdminReviewRow }) {
  return (
    <tr>
      <td className={styles.nowrap}>{formatDateTime(row.createdAt)}</td>
      <td className={styles.nowrap}>
        <Rating rating={row.rating} />
      </td>
      <td>
        {row.productName ?? '삭제된 상품'}
        <br />
        <span className={styles.small}>
          {row.productNo} · {row.optionName}
        </span>
      </td>
      <td>
        <Link to={String(row.reviewId)} aria-label={`리뷰 ${row.reviewId} 답변하기: ${row.excerpt}`}>
          {row.excerpt}
        </Link>
        {row.photoCount ? <span className={styles.muted}> (사진 {row.photoCount}장)</span> : null}
      </td>
      <td>{row.writerName}</td>
      <td className={styles.nowrap}>{row.answeredAt ? `답변 완료 ${formatDateTime(row.answeredAt)}` : <span className={styles.badge}>답변 대기</span>}</td>
    </tr>
  );
}

/** 리뷰 관리: every product review, newest first, to answer as the shop (판매자 답글). */
export function ReviewsPage() {
  const list = useListFilters(FILTERS);
  const { filters } = list;
  const reviews = useQuery(reviewsQuery(filters));
  const [productNoError, setProductNoError] = useState<string>();

  const search = (value: FieldReader) => {
    const productNo = value('productNo');
    if (productNo !== undefined && !PRODUCT_NO.test(productNo)) {
      setProductNoError('상품번호는 숫자로 입력해 주세요.');
      return;
    }
    setProductNoError(undefined);
    list.apply(formFilters(FILTERS, value));
  };

  return (
    <ConsoleList
      title="리뷰 관리"
      description="상품 리뷰를 최신순으로 보고 쇼핑몰 이름으로 답변합니다. 답변은 상품 페이지와 작성자의 마이페이지에 바로 보이고, 등록·수정·삭제는 감사 로그에 남습니다."
      label="리뷰 검색"
      search={{ onSearch: search, formKey: list.formKey, fields: <ReviewSearchFields filters={filters} productNoError={productNoError} /> }}
      table={{
        query: reviews,
        noun: '리뷰',
        loading: '리뷰를 찾는 중',
        empty: filters.keyword ? `${withParticle(`‘${filters.keyword}’`, '이/가')} 들어간 리뷰가 없습니다.` : '조건에 맞는 리뷰가 없습니다.',
        columns: ['작성일시', '별점', '상품', '내용', '작성자', '답변'],
        row: (row) => <ReviewRow key={row.reviewId} row={row} />,
        pages: list.pages(REVIEWS_PAGE_SIZE),
      }}
    />
  );
}
