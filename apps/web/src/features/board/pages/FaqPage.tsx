import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { useHydrated, usePageTitle } from '@/shared/browser';
import { preloadQueries, withQueryClient } from '@/shared/query';
import type { PageMeta } from '@/shared/seo';
import { Button, EmptyState, Spinner } from '@/shared/ui';
import { faqListQuery } from '../board-api';
import { FaqItem } from '../FaqItem';
import { LoadFailed } from '../LoadFailed';
import styles from './FaqPage.module.css';

// The route loader fills the query cache; the page reads the same query without a spinner.
// On the server the answers come along, so the first HTML holds them.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
  await preloadQueries(context, [faqListQuery(keyword)]);
  return null;
}

export const meta = (): PageMeta => ({
  title: '자주 묻는 질문',
  description: '주문, 배송, 샘플 신청, 교환·반품, 쇼룸 방문까지 마루 이용에 대해 자주 묻는 질문과 답을 모았습니다.',
  canonicalPath: '/board/faq',
});

const TITLE = '자주 묻는 질문';

/** Which answers are open: toggled by the visitor, or (untouched) the one the address links to. */
function useOpenFaqs() {
  // A link to #faq-109 (the sample-apply answer) arrives with that answer open. The server
  // never sees the fragment, so it is read once the page is hydrated; null means untouched.
  const hydrated = useHydrated();
  const [toggled, setOpenFaqs] = useState<ReadonlySet<number> | null>(null);
  const linked = hydrated && /^#faq-(\d+)$/.test(window.location.hash) ? [Number(window.location.hash.slice(5))] : [];
  const openFaqs = toggled ?? new Set(linked);

  const toggle = (faqNo: number) =>
    setOpenFaqs((open) => {
      const next = new Set(open ?? openFaqs);
      if (!next.delete(faqNo)) next.add(faqNo);
      return next;
    });
  return { openFaqs, toggle };
}

function FaqSearch({ keyword, onSubmit }: { keyword: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void }) {
  return (
    <form role="search" aria-label="자주 묻는 질문" className={styles.search} onSubmit={onSubmit}>
      <input key={keyword} name="keyword" type="search" defaultValue={keyword} aria-label="자주 묻는 질문 검색" placeholder="궁금한 내용을 입력해 주세요" maxLength={50} />
      <Button type="submit">검색</Button>
    </form>
  );
}

/** 전체 and the console's categories, in its order; the current one pressed. */
function FaqCategories({ categories, current, onPick }: { categories: readonly { code: string; name: string }[]; current: string; onPick: (code: string) => void }) {
  return (
    <nav aria-label="질문 분류" className={styles.categories}>
      <ul>
        {[{ code: '', name: '전체' }, ...categories].map((item) => (
          <li key={item.code}>
            <button type="button" aria-pressed={item.code === current} onClick={() => onPick(item.code)}>
              {item.name}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FaqPage() {
  usePageTitle(TITLE);
  const [searchParams, setSearchParams] = useSearchParams();
  const category = searchParams.get('category') ?? '';
  const keyword = searchParams.get('keyword') ?? '';
  const { openFaqs, toggle } = useOpenFaqs();

  const { data, isPending, isError, refetch } = useQuery({ ...faqListQuery(keyword), placeholderData: keepPreviousData });
  const faqs = data?.list ?? [];
  // The categories as the console orders them (issue 27), with the answer: a category added there shows at once.
  const categories = data?.categories ?? [];
  const shown = category ? faqs.filter((faq) => faq.categoryCode === category) : faqs;

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearchParams(next, { preventScrollReset: true });
  };

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ keyword: String(new FormData(event.currentTarget).get('keyword') ?? '').trim(), category: '' });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{TITLE}</h1>

      <FaqSearch keyword={keyword} onSubmit={search} />

      <FaqCategories categories={categories} current={category} onPick={(code) => update({ category: code })} />

      {keyword ? (
        <p className={styles.summary} role="status">
          ‘{keyword}’ 검색 결과 {shown.length}건
        </p>
      ) : null}

      {isPending ? <Spinner label="자주 묻는 질문 불러오는 중" /> : null}
      {isError ? <LoadFailed title="자주 묻는 질문을 불러오지 못했어요" onRetry={() => void refetch()} /> : null}
      {!isPending && !isError && shown.length === 0 ? (
        <EmptyState title="찾으시는 질문이 없어요" description="다른 검색어로 찾아보시거나 고객센터로 문의해 주세요." />
      ) : null}
      {shown.length > 0 ? (
        <ul className={styles.list}>
          {shown.map((faq) => (
            <FaqItem key={faq.faqNo} faq={faq} open={openFaqs.has(faq.faqNo)} onToggle={() => toggle(faq.faqNo)} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export default withQueryClient(FaqPage);
