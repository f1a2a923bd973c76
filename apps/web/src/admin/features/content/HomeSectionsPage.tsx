import { type AdminHomeSectionView, HOME_SECTION_KINDS, type HomeSectionKind } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import { DataTable } from '../../ui/pieces/DataTable';
import styles from '../../ui/console.module.css';
import { PageHeader } from '../../ui/pieces/PageHeader';
import { QueryFailure } from '../../ui/pieces/QueryFailure';
import { ScheduleBadge } from '../../ui/pieces/schedule';
import { homeKey, homeSectionsQuery, orderHomeSections } from './content-api';
import { homeSectionSummary, kindLabel } from './home-section-form';
import { moved } from './reorder';

/** 홈 화면: the home page's sections top to bottom, each on its schedule; moved, opened, added. */
export function HomeSectionsPage() {
  const sections = useQuery(homeSectionsQuery);
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const reorder = useMutation({
    mutationFn: orderHomeSections,
    onSuccess: (list) => {
      queryClient.setQueryData(homeSectionsQuery.queryKey, list);
      showToast('순서를 바꿨습니다. 홈 화면에 바로 반영됩니다.', 'success');
    },
    onError: (error) => showToast(error instanceof ConsoleApiError ? error.message : '순서를 바꾸지 못했습니다.', 'error'),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: homeKey }), queryClient.invalidateQueries({ queryKey: auditKey })]),
  });
  const list = sections.data?.list ?? [];
  const move = (index: number, step: -1 | 1) => reorder.mutate(moved(list, index, step).map((section) => section.sectionId));

  return (
    <>
      <PageHeader
        title="홈 화면"
        description="쇼핑몰 첫 화면(/)은 이 영역들을 위에서 아래로 보여 줍니다. 게시 중인 영역만 보이고, 모든 변경은 감사 로그에 남습니다."
      />
      <AddSectionPanel />
      <section className={styles.panel} aria-label="홈 화면 영역">
        {sections.isPending ? (
          <Spinner label="홈 화면 영역을 불러오는 중" />
        ) : sections.isError ? (
          <QueryFailure error={sections.error} retry={() => void sections.refetch()} />
        ) : list.length === 0 ? (
          <p className={styles.empty}>영역이 없습니다. 홈 화면이 비어 보입니다.</p>
        ) : (
          <DataTable columns={['순서', '종류', '내용', '게시 상태', '순서 바꾸기']} caption={`홈 화면 영역 ${list.length}개`}>
            {list.map((section, index) => (
              <HomeSectionRow key={section.sectionId} section={section} index={index} last={index === list.length - 1} moving={reorder.isPending} onMove={(step) => move(index, step)} />
            ))}
          </DataTable>
        )}
      </section>
    </>
  );
}

/** 영역 추가: a kind, then the new section's editor (/home/new?kind=…). */
function AddSectionPanel() {
  const id = useId();
  const navigate = useNavigate();
  const [kind, setKind] = useState<HomeSectionKind>('SHELF');
  return (
    <section className={styles.panel} aria-labelledby={`${id}-add`}>
      <form
        className={styles.toolbar}
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(`new?kind=${kind}`);
        }}
      >
        <h2 id={`${id}-add`} className={styles.field}>
          영역 추가
        </h2>
        <label className={styles.field}>
          종류
          <select value={kind} onChange={(event) => setKind(event.target.value as HomeSectionKind)}>
            {HOME_SECTION_KINDS.map((value) => (
              <option key={value} value={value}>
                {kindLabel(value)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">새 영역 만들기</Button>
      </form>
    </section>
  );
}

interface HomeSectionRowProps {
  section: AdminHomeSectionView;
  index: number;
  /** Whether it is the bottom section, which cannot go further down. */
  last: boolean;
  /** While an order is being saved, nothing moves. */
  moving: boolean;
  onMove: (step: -1 | 1) => void;
}

/** One section: its place, kind, what it holds (its link), its schedule, and 위로 / 아래로. */
function HomeSectionRow({ section, index, last, moving, onMove }: HomeSectionRowProps) {
  const summary = homeSectionSummary(section);
  return (
    <tr>
      <td className={styles.nowrap}>{index + 1}</td>
      <td className={styles.nowrap}>{kindLabel(section.kind)}</td>
      <td>
        <Link to={String(section.sectionId)}>{summary || `영역 ${section.sectionId}`}</Link>
      </td>
      <td className={styles.nowrap}>
        <ScheduleBadge status={section.schedule.status} />
      </td>
      <td className={styles.nowrap}>
        <span className={styles.rowActions}>
          <Button variant="secondary" onClick={() => onMove(-1)} disabled={index === 0 || moving} aria-label={`${kindLabel(section.kind)} ${index + 1} 위로`}>
            위로
          </Button>
          <Button variant="secondary" onClick={() => onMove(1)} disabled={last || moving} aria-label={`${kindLabel(section.kind)} ${index + 1} 아래로`}>
            아래로
          </Button>
        </span>
      </td>
    </tr>
  );
}
