import type { AdminFaqCategoryView, AdminFaqRow } from '@maru/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { FieldError } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import { DataTable } from '../../ui/pieces/DataTable';
import styles from '../../ui/console.module.css';
import { PageHeader } from '../../ui/pieces/PageHeader';
import { QueryFailure } from '../../ui/pieces/QueryFailure';
import { ScheduleBadge } from '../../ui/pieces/schedule';
import { BoardNav } from './BoardNav';
import { faqCategoriesQuery, faqsQuery, orderFaqs } from './content-api';
import contentStyles from './content.module.css';
import { moved } from './reorder';
import { failed, useBoardChange, useFaqCategories } from './use-faq-categories';

/** The categories in the shop's order: added, renamed, moved and (when empty) deleted. */
function Categories({ categories }: { categories: AdminFaqCategoryView[] }) {
  const id = useId();
  const change = useFaqCategories();
  const { renaming, deleting, reorder } = change;
  const order = (index: number, step: -1 | 1) => reorder.mutate(moved(categories, index, step).map((entry) => entry.code));

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <div className={contentStyles.panelBody}>
        <h2 id={`${id}-title`} className={contentStyles.panelTitle}>
          분류
        </h2>
        <DataTable columns={['순서', '이름', '질문 수', '바꾸기']} caption={`분류 ${categories.length}개`}>
          {categories.map((category, index) => (
            <CategoryRow
              key={category.code}
              category={category}
              index={index}
              last={index === categories.length - 1}
              moving={reorder.isPending}
              onMove={(step) => order(index, step)}
              onRename={() => change.startRenaming(category)}
              onDelete={() => change.setDeleting(category)}
            />
          ))}
        </DataTable>
        <p className={contentStyles.muted}>질문이 있는 분류는 지울 수 없습니다. 질문을 다른 분류로 옮긴 뒤 지워 주세요.</p>
        <AddCategoryForm id={`${id}-name`} change={change} />
      </div>
      {renaming ? (
        <ConfirmDialog
          title="분류 이름 바꾸기"
          confirmLabel="바꾸기"
          pending={change.rename.isPending}
          ready={change.newName.trim() !== ''}
          onCancel={() => change.setRenaming(undefined)}
          onConfirm={() => change.rename.mutate({ code: renaming.code, name: change.newName.trim() })}
        >
          <div className={styles.field}>
            <label htmlFor={`${id}-rename`}>‘{renaming.name}’의 새 이름</label>
            <input id={`${id}-rename`} value={change.newName} onChange={(event) => change.setNewName(event.target.value)} maxLength={30} autoComplete="off" />
          </div>
        </ConfirmDialog>
      ) : null}
      {deleting ? (
        <ConfirmDialog title="분류 지우기" confirmLabel="지우기" pending={change.remove.isPending} onCancel={() => change.setDeleting(undefined)} onConfirm={() => change.remove.mutate(deleting.code)}>
          <p>‘{deleting.name}’ 분류를 지웁니다. 쇼핑몰의 자주 묻는 질문 분류에서 바로 사라집니다.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

interface CategoryRowProps {
  category: AdminFaqCategoryView;
  index: number;
  /** Whether it is the last category, which cannot go further down. */
  last: boolean;
  /** While an order is being saved, nothing moves. */
  moving: boolean;
  onMove: (step: -1 | 1) => void;
  onRename: () => void;
  onDelete: () => void;
}

/** One category: its place, name and code, how many questions it holds, and 위로, 아래로, 이름 바꾸기, 지우기 (only when empty). */
function CategoryRow({ category, index, last, moving, onMove, onRename, onDelete }: CategoryRowProps) {
  return (
    <tr>
      <td className={styles.nowrap}>{index + 1}</td>
      <td>
        {category.name} <span className={contentStyles.muted}>({category.code})</span>
      </td>
      <td className={styles.nowrap}>{category.faqCount}개</td>
      <td>
        <span className={styles.rowActions}>
          <Button variant="secondary" onClick={() => onMove(-1)} disabled={index === 0 || moving} aria-label={`${category.name} 위로`}>
            위로
          </Button>
          <Button variant="secondary" onClick={() => onMove(1)} disabled={last || moving} aria-label={`${category.name} 아래로`}>
            아래로
          </Button>
          <Button variant="secondary" onClick={onRename} aria-label={`${category.name} 이름 바꾸기`}>
            이름 바꾸기
          </Button>
          <Button variant="secondary" onClick={onDelete} disabled={category.faqCount > 0} aria-label={`${category.name} 지우기`}>
            지우기
          </Button>
        </span>
      </td>
    </tr>
  );
}

/** 분류 추가: the new category's name, its problem said under it. */
function AddCategoryForm({ id, change }: { id: string; change: ReturnType<typeof useFaqCategories> }) {
  const { name, setName, addProblem, submit, add } = change;
  return (
    <form className={styles.toolbar} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor={id}>새 분류 이름</label>
        <input id={id} value={name} onChange={(event) => setName(event.target.value)} maxLength={30} autoComplete="off" aria-invalid={addProblem ? true : undefined} aria-describedby={addProblem ? `${id}-error` : undefined} />
        <FieldError id={`${id}-error`} message={addProblem} />
      </div>
      <Button type="submit" disabled={add.isPending}>
        분류 추가
      </Button>
    </form>
  );
}

/** One category's questions in the shop's order, moved with 위로 and 아래로. */
function CategoryQuestions({ category, faqs }: { category: AdminFaqCategoryView; faqs: AdminFaqRow[] }) {
  const { showToast, settled } = useBoardChange();
  const reorder = useMutation({ mutationFn: (faqNos: number[]) => orderFaqs(category.code, faqNos), onSuccess: () => showToast('질문 순서를 바꿨습니다.', 'success'), onError: (error) => showToast(failed(error, '순서를 바꾸지 못했습니다.'), 'error'), onSettled: settled });
  if (faqs.length === 0) return null;
  return (
    <DataTable columns={['순서', '질문', '게시 상태', '순서 바꾸기']} caption={`${category.name} 질문 ${faqs.length}개`}>
      {faqs.map((faq, index) => (
        <tr key={faq.faqNo}>
          <td className={styles.nowrap}>{index + 1}</td>
          <td>
            <Link to={String(faq.faqNo)}>{faq.question}</Link>
          </td>
          <td className={styles.nowrap}>
            <ScheduleBadge status={faq.schedule.status} />
          </td>
          <td className={styles.nowrap}>
            <span className={styles.rowActions}>
              <Button variant="secondary" onClick={() => reorder.mutate(moved(faqs, index, -1).map((entry) => entry.faqNo))} disabled={index === 0 || reorder.isPending} aria-label={`${faq.question} 위로`}>
                위로
              </Button>
              <Button variant="secondary" onClick={() => reorder.mutate(moved(faqs, index, 1).map((entry) => entry.faqNo))} disabled={index === faqs.length - 1 || reorder.isPending} aria-label={`${faq.question} 아래로`}>
                아래로
              </Button>
            </span>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** 자주 묻는 질문: the categories, then each category's questions. */
export function FaqsPage() {
  const categories = useQuery(faqCategoriesQuery);
  const faqs = useQuery(faqsQuery);
  return (
    <>
      <PageHeader
        title="자주 묻는 질문"
        description="분류와 질문을 쇼핑몰에 보일 순서로 정합니다. 게시 중인 질문만 쇼핑몰에 보입니다."
        actions={
          <Link className={styles.linkButton} to="new">
            새 질문 쓰기
          </Link>
        }
      />
      <BoardNav />
      {categories.isPending || faqs.isPending ? (
        <Spinner label="자주 묻는 질문을 불러오는 중" />
      ) : categories.isError ? (
        <QueryFailure error={categories.error} retry={() => void categories.refetch()} />
      ) : faqs.isError ? (
        <QueryFailure error={faqs.error} retry={() => void faqs.refetch()} />
      ) : (
        <>
          <Categories categories={categories.data.list} />
          <section className={styles.panel} aria-label="질문">
            <div className={contentStyles.panelBody}>
              {categories.data.list.map((category) => (
                <CategoryQuestions key={category.code} category={category} faqs={faqs.data.list.filter((faq) => faq.categoryCode === category.code)} />
              ))}
            </div>
          </section>
        </>
      )}
    </>
  );
}
