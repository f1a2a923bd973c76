import type { AdminFaqCategoryView, AdminFaqRow } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { FieldError } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import { DataTable } from '../../ui/pieces/DataTable';
import styles from '../../ui/console.module.css';
import { PageHeader } from '../../ui/pieces/PageHeader';
import { QueryFailure } from '../../ui/pieces/QueryFailure';
import { ScheduleBadge } from '../../ui/pieces/schedule';
import { BoardNav } from './BoardNav';
import { addFaqCategory, boardKey, deleteFaqCategory, faqCategoriesQuery, faqsQuery, orderFaqCategories, orderFaqs, renameFaqCategory } from './content-api';
import contentStyles from './content.module.css';
import { moved } from './reorder';

const failed = (error: unknown, fallback: string) => (error instanceof ConsoleApiError ? error.message : fallback);

function useBoardChange() {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  return {
    showToast,
    settled: () => Promise.all([queryClient.invalidateQueries({ queryKey: boardKey }), queryClient.invalidateQueries({ queryKey: auditKey })]),
  };
}

/** The categories in the shop's order: added, renamed, moved and (when empty) deleted. */
function Categories({ categories }: { categories: AdminFaqCategoryView[] }) {
  const id = useId();
  const { showToast, settled } = useBoardChange();
  const [name, setName] = useState('');
  const [addProblem, setAddProblem] = useState<string>();
  const [renaming, setRenaming] = useState<AdminFaqCategoryView>();
  const [newName, setNewName] = useState('');
  const [deleting, setDeleting] = useState<AdminFaqCategoryView>();
  const done = (message: string) => () => showToast(message, 'success');
  const add = useMutation({ mutationFn: addFaqCategory, onSuccess: () => { setName(''); showToast('분류를 추가했습니다.', 'success'); }, onError: (error) => setAddProblem(failed(error, '추가하지 못했습니다.')), onSettled: settled });
  const rename = useMutation({ mutationFn: ({ code, name: next }: { code: string; name: string }) => renameFaqCategory(code, next), onSuccess: () => { setRenaming(undefined); showToast('분류 이름을 바꿨습니다.', 'success'); }, onError: (error) => showToast(failed(error, '바꾸지 못했습니다.'), 'error'), onSettled: settled });
  const remove = useMutation({ mutationFn: deleteFaqCategory, onSuccess: () => { setDeleting(undefined); showToast('분류를 지웠습니다.', 'success'); }, onError: (error) => { setDeleting(undefined); showToast(failed(error, '지우지 못했습니다.'), 'error'); }, onSettled: settled });
  const reorder = useMutation({ mutationFn: orderFaqCategories, onSuccess: done('분류 순서를 바꿨습니다.'), onError: (error) => showToast(failed(error, '순서를 바꾸지 못했습니다.'), 'error'), onSettled: settled });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setAddProblem('분류 이름을 입력해 주세요.');
      return;
    }
    setAddProblem(undefined);
    add.mutate(name.trim());
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <div className={contentStyles.panelBody}>
        <h2 id={`${id}-title`} className={contentStyles.panelTitle}>
          분류
        </h2>
        <DataTable columns={['순서', '이름', '질문 수', '바꾸기']} caption={`분류 ${categories.length}개`}>
          {categories.map((category, index) => (
            <tr key={category.code}>
              <td className={styles.nowrap}>{index + 1}</td>
              <td>
                {category.name} <span className={contentStyles.muted}>({category.code})</span>
              </td>
              <td className={styles.nowrap}>{category.faqCount}개</td>
              <td>
                <span className={styles.rowActions}>
                  <Button variant="secondary" onClick={() => reorder.mutate(moved(categories, index, -1).map((entry) => entry.code))} disabled={index === 0 || reorder.isPending} aria-label={`${category.name} 위로`}>
                    위로
                  </Button>
                  <Button variant="secondary" onClick={() => reorder.mutate(moved(categories, index, 1).map((entry) => entry.code))} disabled={index === categories.length - 1 || reorder.isPending} aria-label={`${category.name} 아래로`}>
                    아래로
                  </Button>
                  <Button variant="secondary" onClick={() => { setRenaming(category); setNewName(category.name); }} aria-label={`${category.name} 이름 바꾸기`}>
                    이름 바꾸기
                  </Button>
                  <Button variant="secondary" onClick={() => setDeleting(category)} disabled={category.faqCount > 0} aria-label={`${category.name} 지우기`}>
                    지우기
                  </Button>
                </span>
              </td>
            </tr>
          ))}
        </DataTable>
        <p className={contentStyles.muted}>질문이 있는 분류는 지울 수 없습니다. 질문을 다른 분류로 옮긴 뒤 지워 주세요.</p>
        <form className={styles.toolbar} onSubmit={submit} noValidate>
          <div className={styles.field}>
            <label htmlFor={`${id}-name`}>새 분류 이름</label>
            <input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} maxLength={30} autoComplete="off" aria-invalid={addProblem ? true : undefined} aria-describedby={addProblem ? `${id}-name-error` : undefined} />
            <FieldError id={`${id}-name-error`} message={addProblem} />
          </div>
          <Button type="submit" disabled={add.isPending}>
            분류 추가
          </Button>
        </form>
      </div>
      {renaming ? (
        <ConfirmDialog title="분류 이름 바꾸기" confirmLabel="바꾸기" pending={rename.isPending} ready={newName.trim() !== ''} onCancel={() => setRenaming(undefined)} onConfirm={() => rename.mutate({ code: renaming.code, name: newName.trim() })}>
          <div className={styles.field}>
            <label htmlFor={`${id}-rename`}>‘{renaming.name}’의 새 이름</label>
            <input id={`${id}-rename`} value={newName} onChange={(event) => setNewName(event.target.value)} maxLength={30} autoComplete="off" />
          </div>
        </ConfirmDialog>
      ) : null}
      {deleting ? (
        <ConfirmDialog title="분류 지우기" confirmLabel="지우기" pending={remove.isPending} onCancel={() => setDeleting(undefined)} onConfirm={() => remove.mutate(deleting.code)}>
          <p>‘{deleting.name}’ 분류를 지웁니다. 쇼핑몰의 자주 묻는 질문 분류에서 바로 사라집니다.</p>
        </ConfirmDialog>
      ) : null}
    </section>
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
