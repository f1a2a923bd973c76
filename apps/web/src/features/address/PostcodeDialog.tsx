import { formatNumber, POSTCODE_SEARCH_EXAMPLES } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, Dialog, Spinner } from '@/shared/ui';
import { searchPostcodes, type PostcodeResult } from './address-api';
import { loadDaumPostcode, type DaumPostcodeData } from './daum-postcode';
import styles from './Address.module.css';

export interface PickedPostcode {
  zonecode: string;
  address: string;
  jibunAddress: string;
  buildingName: string;
}

/** The address the shopper picked, in the form the widget's userSelectedType names (도로명 or 지번). */
function pickedFrom(data: Pick<DaumPostcodeData, 'zonecode' | 'roadAddress' | 'jibunAddress' | 'buildingName' | 'userSelectedType'>): PickedPostcode {
  const base = data.userSelectedType === 'J' ? data.jibunAddress : data.roadAddress;
  // Korean shops append the building name to a road address: "테헤란로 123 (역삼동, 마루빌딩)".
  const address = data.userSelectedType === 'R' && data.buildingName ? `${base} (${data.buildingName})` : base;
  return { zonecode: data.zonecode, address, jibunAddress: data.jibunAddress, buildingName: data.buildingName };
}

function SandboxSearch({ onPick }: { onPick: (picked: PickedPostcode) => void }) {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [asked, setAsked] = useState<{ query: string; page: number } | undefined>(undefined);
  const { data, isFetching, error } = useQuery({
    queryKey: ['postcode', asked?.query, asked?.page],
    queryFn: ({ signal }) => searchPostcodes(asked!.query, asked!.page, signal),
    enabled: asked !== undefined,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = draft.trim();
    if (query) setAsked({ query, page: 1 });
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / 10)) : 1;
  const choose = (item: PostcodeResult) => onPick(pickedFrom({ ...item, userSelectedType: 'R' }));

  return (
    <div>
      <p className={styles.sandbox} role="note">
        테스트 환경 — 우편번호 검색 샌드박스 (실제 주소 검색 대신 예시 주소에서 찾습니다)
      </p>
      <form className={styles.searchRow} onSubmit={submit} role="search">
        <input id={inputId} aria-label="도로명, 건물명 또는 지번" type="search" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder={`예) ${POSTCODE_SEARCH_EXAMPLES.join(', ')}`} maxLength={80} />
        <Button type="submit">검색</Button>
      </form>
      {asked === undefined ? <p className={styles.hint}>도로명 + 건물번호, 동/리 + 번지, 건물명으로 검색하세요.</p> : null}
      {isFetching ? <Spinner /> : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error.message}
        </p>
      ) : null}
      {data && !isFetching ? (
        <>
          <p className={styles.hint} aria-live="polite">
            검색 결과 {formatNumber(data.total)}건
          </p>
          <ul className={styles.results} aria-label="주소 검색 결과">
            {data.items.map((item) => (
              <li key={`${item.zonecode}-${item.roadAddress}`}>
                <button type="button" className={styles.result} onClick={() => choose(item)}>
                  <span className={styles.zonecode}>{item.zonecode}</span>
                  {item.roadAddress}
                  {item.buildingName ? ` (${item.buildingName})` : ''}
                  <span className={styles.jibun}>[지번] {item.jibunAddress}</span>
                </button>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <div className={styles.pager}>
              <Button variant="secondary" disabled={data.page <= 1} onClick={() => setAsked({ query: asked!.query, page: data.page - 1 })}>
                이전
              </Button>
              <span>
                {data.page} / {pages}
              </span>
              <Button variant="secondary" disabled={data.page >= pages} onClick={() => setAsked({ query: asked!.query, page: data.page + 1 })}>
                다음
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function DaumSearch({ onPick, onUnavailable }: { onPick: (picked: PickedPostcode) => void; onUnavailable: () => void }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    loadDaumPostcode()
      .then((daum) => {
        if (!live || !frame.current) return;
        new daum.Postcode({ oncomplete: (data) => onPick(pickedFrom(data)), width: '100%', height: '100%' }).embed(frame.current);
      })
      .catch(() => {
        if (live) onUnavailable();
      });
    return () => {
      live = false;
    };
  }, [onPick, onUnavailable]);
  return <div ref={frame} className={styles.daumFrame} aria-label="우편번호 검색" />;
}

export function PostcodeDialog({ open, mode, onClose, onPick }: { open: boolean; mode: 'auto' | 'sandbox'; onClose: () => void; onPick: (picked: PickedPostcode) => void }) {
  // Once Daum's script fails in this page, the sandbox serves every later search too.
  const [daumFailed, setDaumFailed] = useState(false);
  const useDaum = mode === 'auto' && !daumFailed;
  return (
    <Dialog open={open} onClose={onClose} title="우편번호 찾기">
      {useDaum ? <DaumSearch onPick={onPick} onUnavailable={() => setDaumFailed(true)} /> : <SandboxSearch onPick={onPick} />}
    </Dialog>
  );
}
