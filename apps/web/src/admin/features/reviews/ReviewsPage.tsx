import { REVIEW_ANSWER_FILTERS, reviewAnswerFilterLabels, withParticle } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { FieldError } from '@/shared/form';
import { choicesOf } from '@/shared/ui/Options';
import styles from '../../ui/console.module.css';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { ResultTable } from '../../ui/ResultTable';
import { SelectField } from '../../ui/fields';
import { SearchForm } from '../../ui/SearchForm';
import { type FieldReader, useAddressFilters } from '../../ui/address-filters';
import { REVIEWS_PAGE_SIZE, reviewsQuery, type ReviewFilters } from './reviews-api';
import { Rating } from './Rating';

type AnswerFilter = (typeof REVIEW_ANSWER_FILTERS)[number];

const RATINGS = [5, 4, 3, 2, 1] as const;
const PRODUCT_NO = /^\d{1,10}$/;
const KEYWORD_MAX = 50;

/** The filters as the address holds them, so a search can be shared, reloaded and gone back to. */
function filtersOf(params: URLSearchParams): ReviewFilters {
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const rating = Number(params.get('rating'));
  const productNo = text('productNo');
  return {
    answer: REVIEW_ANSWER_FILTERS.find((value) => value === params.get('answer')) ?? 'ALL',
    rating: RATINGS.find((value) => value === rating),
    productNo: productNo && PRODUCT_NO.test(productNo) ? Number(productNo) : undefined,
    keyword: text('keyword')?.slice(0, KEYWORD_MAX),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/** 리뷰 관리: every product review, newest first, to answer as the shop (판매자 답글). */
export function ReviewsPage() {
  const { params, filters, apply } = useAddressFilters(filtersOf);
  const reviews = useQuery(reviewsQuery(filters));
  const productNoId = useId();
  const [productNoError, setProductNoError] = useState<string>();

  const search = (value: FieldReader) => {
    const productNo = value('productNo');
    if (productNo !== undefined && !PRODUCT_NO.test(productNo)) {
      setProductNoError('상품번호는 숫자로 입력해 주세요.');
      return;
    }
    setProductNoError(undefined);
    const rating = Number(value('rating'));
    apply({
      answer: (value('answer') as AnswerFilter | undefined) ?? 'ALL',
      rating: RATINGS.find((stars) => stars === rating),
      productNo: productNo === undefined ? undefined : Number(productNo),
      keyword: value('keyword'),
    });
  };

  return (
    <>
      <PageHeader title="리뷰 관리" description="상품 리뷰를 최신순으로 보고 쇼핑몰 이름으로 답변합니다. 답변은 상품 페이지와 작성자의 마이페이지에 바로 보이고, 등록·수정·삭제는 감사 로그에 남습니다." />
      <section className={styles.panel} aria-label="리뷰 검색">
        <SearchForm onSearch={search} key={params.toString()}>
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
        </SearchForm>

        <ResultTable
          query={reviews}
          noun="리뷰"
          loading="리뷰를 찾는 중"
          empty={filters.keyword ? `${withParticle(`‘${filters.keyword}’`, '이/가')} 들어간 리뷰가 없습니다.` : '조건에 맞는 리뷰가 없습니다.'}
          columns={['작성일시', '별점', '상품', '내용', '작성자', '답변']}
          row={(row) => (
            <tr key={row.reviewId}>
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
          )}
          pages={{ page: filters.page, size: REVIEWS_PAGE_SIZE, onPage: (page) => apply({ page }) }}
        />
      </section>
    </>
  );
}
