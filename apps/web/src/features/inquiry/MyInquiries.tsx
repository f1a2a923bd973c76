import { inquiryListQuery, inquiryParams, type InquiryListQuery } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { LinkButton, Spinner } from '@/shared/ui';
import { fetchInquiry, inquiryKeys } from './inquiry-api';
import { InquiryDetail } from './InquiryDetail';
import { InquiryForm } from './InquiryForm';
import { InquiryList } from './InquiryList';
import styles from './inquiry.module.css';

/** What the address asks for: the list (kind, status, page), one inquiry, or the form (write=new or write=<inquiryNo>). */
function viewOf(search: URLSearchParams): { list: InquiryListQuery; inquiryNo?: number; write?: 'new' | number } {
  const parsed = inquiryListQuery.safeParse({ kind: search.get('kind') ?? undefined, status: search.get('status') ?? undefined, page: search.get('page') ?? undefined });
  const list = parsed.success ? parsed.data : inquiryListQuery.parse({});
  const number = (name: string) => {
    const found = inquiryParams.safeParse({ inquiryNo: search.get(name) ?? undefined });
    return found.success ? found.data.inquiryNo : undefined;
  };
  const write = search.get('write') === 'new' ? 'new' : number('write');
  return { list, inquiryNo: number('inquiryNo'), write };
}

function EditForm({ inquiryNo, onDone, onCancel }: { inquiryNo: number; onDone: (inquiryNo: number) => void; onCancel: () => void }) {
  const { data } = useQuery({ queryKey: inquiryKeys.detail(inquiryNo), queryFn: ({ signal }) => fetchInquiry(inquiryNo, signal) });
  return data ? <InquiryForm editing={data} onDone={onDone} onCancel={onCancel} /> : <Spinner label="문의를 불러오는 중" />;
}

/**
 * 1:1 문의 (/mypage/inquiry): one page whose address says what it shows, so back, forward and
 * the answer message's link (?inquiryNo=) all work without more routes.
 */
export function MyInquiries() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const view = viewOf(search);
  const listHref = paths.mypage.inquiry({ kind: view.list.kind, status: view.list.status, page: view.list.page });
  const showDetail = (inquiryNo: number) => void navigate(paths.mypage.inquiry({ inquiryNo }), { replace: true });
  usePageTitle(view.write !== undefined ? '1:1 문의 쓰기' : '1:1 문의');

  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{view.write === 'new' ? '1:1 문의 쓰기' : view.write !== undefined ? '1:1 문의 수정' : '문의 내역'}</h1>
        {view.write === undefined ? <LinkButton to={paths.mypage.inquiry({ write: 'new' })}>1:1 문의하기</LinkButton> : null}
      </div>
      {view.write === 'new' ? (
        <InquiryForm onDone={showDetail} onCancel={() => void navigate(-1)} />
      ) : view.write !== undefined ? (
        <EditForm inquiryNo={view.write} onDone={showDetail} onCancel={() => void navigate(-1)} />
      ) : view.inquiryNo !== undefined ? (
        <InquiryDetail
          inquiryNo={view.inquiryNo}
          backHref={listHref}
          onEdit={() => void navigate(paths.mypage.inquiry({ write: view.inquiryNo }))}
          onDeleted={() => void navigate(paths.mypage.inquiry(), { replace: true })}
        />
      ) : (
        <>
          <ul className={styles.tabs} aria-label="문의 종류">
            <li>
              <Link className={styles.tab} to={paths.mypage.inquiry()} aria-current={view.list.kind === 'ONE_TO_ONE' ? 'page' : undefined}>
                1:1 문의
              </Link>
            </li>
            <li>
              <Link className={styles.tab} to={paths.mypage.inquiry({ kind: 'PRODUCT' })} aria-current={view.list.kind === 'PRODUCT' ? 'page' : undefined}>
                상품 문의
              </Link>
            </li>
          </ul>
          <InquiryList query={view.list} />
        </>
      )}
    </div>
  );
}
