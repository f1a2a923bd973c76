import { type AdminPolicyVersionView, extractPolicyHeadings, withParticle, policyHeadingsProblem, policyScheduleStatus, policyVersionStatusLabels } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { RichText } from '@/features/board';
import { policyHtml } from '@/features/policy';
import { FieldError, FormAlert } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import consoleStyles from '../../ui/console.module.css';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { PreviewFrames } from '../../ui/PreviewFrames';
import { QueryFailure } from '../../ui/QueryFailure';
import { ScheduleBadge } from '../../ui/schedule';
import { createPolicyDraft, deletePolicyDraft, policiesKey, policyQuery, policyVersionQuery, publishPolicyVersion, savePolicyDraft, withdrawPolicyVersion } from './content-api';
import styles from './content.module.css';
import { RichTextField } from './RichTextField';

const failed = (error: unknown, fallback: string) => (error instanceof ConsoleApiError ? error.message : fallback);
const KST_MS = 9 * 3_600_000;
// The field gives minutes, or seconds too (step 1): a version can come into force at a set second.
const instantOf = (local: string) => (local ? new Date(Date.parse(`${local.length === 16 ? `${local}:00` : local}+09:00`)).toISOString() : null);
const koreanNow = () => new Date(Date.now() + KST_MS).toISOString().slice(0, 16);

/** 새 버전 (/policies/:type/versions/new: starts from the version in force) or one version. */
export function PolicyVersionPage() {
  const { type = '', versionId = 'new' } = useParams();
  const number = /^\d{1,10}$/.test(versionId) ? Number(versionId) : 0;
  const policy = useQuery(policyQuery(type));
  const inForce = policy.data?.versions.find((version) => version.status === 'IN_FORCE');
  const shownId = versionId === 'new' ? inForce?.versionId ?? 0 : number;
  const version = useQuery({ ...policyVersionQuery(type, shownId), enabled: shownId > 0 });
  const back = <Link to={`/policies/${type}`}>버전 목록으로</Link>;
  if (policy.isError || version.isError)
    return (
      <>
        <PageHeader title="약관 버전" description={back} />
        <QueryFailure error={policy.error ?? version.error} retry={() => void (policy.isError ? policy.refetch() : version.refetch())} />
      </>
    );
  if (versionId !== 'new' && number === 0)
    return (
      <>
        <PageHeader title="약관 버전" description={back} />
        <p className={consoleStyles.empty}>버전을 찾을 수 없습니다.</p>
      </>
    );
  if (policy.isPending || (shownId > 0 && version.isPending)) return <Spinner label="약관을 불러오는 중" />;
  const name = policy.data.name;
  if (versionId === 'new') return <DraftEditor type={type} name={name} initial={version.data?.content ?? ''} />;
  const view = version.data;
  if (!view) return <Spinner label="약관을 불러오는 중" />;
  return view.status === 'DRAFT' ? <DraftEditor key={view.updatedAt} type={type} name={name} initial={view.content} view={view} /> : <PublishedVersion type={type} name={name} view={view} />;
}

/** The text's table of contents as the shop will build it, and why it would break links (h_01, h_02, … without gaps). */
function ContentsCheck({ content }: { content: string }) {
  const headings = useMemo(() => extractPolicyHeadings(content), [content]);
  const problem = policyHeadingsProblem(headings);
  return (
    <div aria-live="polite">
      <p className={styles.checkResult} data-outcome={problem ? 'hidden' : 'shows'}>
        {problem ?? `목차 ${headings.length}개: 앵커 h_01부터 h_${String(headings.length).padStart(2, '0')}까지 차례로 이어집니다.`}
      </p>
      {headings.length > 0 ? (
        <ol className={styles.toc} aria-label="목차">
          {headings.map((heading) => (
            <li key={heading.anchor}>
              {heading.anchor} {heading.title}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

function usePolicyRefresh() {
  const queryClient = useQueryClient();
  return { queryClient, refresh: () => Promise.all([queryClient.invalidateQueries({ queryKey: policiesKey }), queryClient.invalidateQueries({ queryKey: auditKey })]) };
}

function DraftEditor({ type, name, initial, view }: { type: string; name: string; initial: string; view?: AdminPolicyVersionView }) {
  const id = useId();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { queryClient, refresh } = usePolicyRefresh();
  const [content, setContent] = useState(initial);
  const [problem, setProblem] = useState<string>();
  const [effectiveAt, setEffectiveAt] = useState('');
  const [publishing, setPublishing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const saved = (next: AdminPolicyVersionView) => queryClient.setQueryData(policyVersionQuery(type, next.versionId).queryKey, next);

  const save = useMutation({
    mutationFn: () => (view ? savePolicyDraft(type, view.versionId, content) : createPolicyDraft(type, content)),
    onSuccess: (next) => {
      saved(next);
      showToast('초안을 저장했습니다. 게시하기 전까지 쇼핑몰에는 보이지 않습니다.', 'success');
      if (!view) void navigate(`/policies/${type}/versions/${next.versionId}`);
    },
    onError: (error) => setProblem(failed(error, '저장하지 못했습니다. 다시 시도해 주세요.')),
    onSettled: refresh,
  });
  const publish = useMutation({
    mutationFn: () => publishPolicyVersion(type, view!.versionId, instantOf(effectiveAt)),
    onSuccess: (next) => {
      setPublishing(false);
      saved(next);
      showToast(next.status === 'IN_FORCE' ? '게시했습니다. 지금부터 시행됩니다.' : `게시했습니다. ${formatDateTime(next.schedule.startsAt)}부터 시행됩니다.`, 'success');
    },
    onError: (error) => {
      setPublishing(false);
      setProblem(failed(error, '게시하지 못했습니다.'));
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: () => deletePolicyDraft(type, view!.versionId),
    onSuccess: () => {
      showToast('초안을 지웠습니다.', 'success');
      void navigate(`/policies/${type}`);
    },
    onError: (error) => {
      setDeleting(false);
      showToast(failed(error, '지우지 못했습니다.'), 'error');
    },
    onSettled: refresh,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    const headingProblem = policyHeadingsProblem(extractPolicyHeadings(content));
    if (!content.trim() || headingProblem) {
      setProblem(headingProblem ?? '본문을 입력해 주세요.');
      return;
    }
    save.mutate();
  };
  const changed = view !== undefined && content !== view.content;

  return (
    <>
      <PageHeader
        title={view ? `${name} ${view.docId} (초안)` : `${name} 새 버전`}
        description={
          <>
            <Link to={`/policies/${type}`}>버전 목록으로</Link>
            {view ? (
              <>
                {' · '}
                <ScheduleBadge status="DRAFT" label={policyVersionStatusLabels.DRAFT} />
              </>
            ) : (
              ' · 시행 중인 버전의 본문에서 시작합니다.'
            )}
          </>
        }
        actions={
          view ? (
            <Button variant="secondary" onClick={() => setDeleting(true)}>
              초안 지우기
            </Button>
          ) : null
        }
      />
      <form className={styles.editor} onSubmit={submit} noValidate aria-label="약관 본문">
        <fieldset className={consoleStyles.fieldset}>
          <legend>본문</legend>
          <RichTextField
            label="본문 (HTML)"
            value={content}
            onChange={setContent}
            allow={policyHtml}
            rows={20}
            hint="조항 제목은 <h3 id=&quot;h_01&quot;>제1조 (목적)</h3>처럼 h_01부터 차례로 앵커를 붙입니다. 문단, 목록, 표, 메일 링크를 쓸 수 있습니다."
          />
          <ContentsCheck content={content} />
        </fieldset>
        <FormAlert message={problem} />
        <div className={consoleStyles.panelActions}>
          <Button type="submit" disabled={save.isPending}>
            초안 저장
          </Button>
        </div>
      </form>
      {view ? (
        <section className={consoleStyles.panel} aria-labelledby={`${id}-publish`}>
          <div className={styles.panelBody}>
            <h2 id={`${id}-publish`} className={styles.panelTitle}>
              게시와 시행 일시
            </h2>
            <div className={consoleStyles.field}>
              <label htmlFor={`${id}-effective`}>시행 일시 (한국 시각)</label>
              <input id={`${id}-effective`} type="datetime-local" step={1} value={effectiveAt} min={koreanNow()} onChange={(event) => setEffectiveAt(event.target.value)} aria-describedby={`${id}-effective-hint`} />
              <span id={`${id}-effective-hint`} className={consoleStyles.hint}>
                비우면 게시하는 즉시 시행됩니다. 지난 시각은 정할 수 없습니다. 약관 변경은 보통 시행 7일 전(불리한 변경은 30일 전)에 공지합니다.
              </span>
            </div>
            {changed ? <FieldError message="저장하지 않은 변경이 있습니다. 게시하면 저장된 초안이 게시됩니다." /> : null}
            <div>
              <Button onClick={() => setPublishing(true)} disabled={publish.isPending}>
                게시
              </Button>
            </div>
          </div>
        </section>
      ) : null}
      {view ? <VersionPreview type={type} view={view} /> : null}
      {publishing && view ? (
        <ConfirmDialog title="약관 게시" confirmLabel="게시" pending={publish.isPending} onCancel={() => setPublishing(false)} onConfirm={() => publish.mutate()}>
          <p>
            {name} {withParticle(view.docId, '을/를')} {effectiveAt ? `${effectiveAt.replace('T', ' ')} (한국 시각)부터` : '지금부터'} 시행합니다. 게시한 버전은 고칠 수 없고, 시행 전이라면 게시를 취소할 수 있습니다.
          </p>
        </ConfirmDialog>
      ) : null}
      {deleting && view ? (
        <ConfirmDialog title="초안 지우기" confirmLabel="지우기" pending={remove.isPending} onCancel={() => setDeleting(false)} onConfirm={() => remove.mutate()}>
          <p>{view.docId} 초안을 지웁니다. 되돌릴 수 없습니다.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

function VersionPreview({ type, view }: { type: string; view: AdminPolicyVersionView }) {
  const id = useId();
  return (
    <section className={consoleStyles.panel} aria-labelledby={`${id}-preview`}>
      <div className={styles.panelBody}>
        <h2 id={`${id}-preview`} className={styles.panelTitle}>
          미리보기 (저장된 내용, 시행된 모습)
        </h2>
        <PreviewFrames path={`/policy/${type}?version=${view.versionId}`} items={[{ kind: 'policy', id: view.versionId }]} title={`약관 ${view.docId}`} />
      </div>
    </section>
  );
}

/** A published version: read only (what was in force stays as it was); one scheduled for later can be withdrawn to a draft. */
function PublishedVersion({ type, name, view }: { type: string; name: string; view: AdminPolicyVersionView }) {
  const { showToast } = useToast();
  const { queryClient, refresh } = usePolicyRefresh();
  const [withdrawing, setWithdrawing] = useState(false);
  const withdraw = useMutation({
    mutationFn: () => withdrawPolicyVersion(type, view.versionId),
    onSuccess: (next) => {
      setWithdrawing(false);
      queryClient.setQueryData(policyVersionQuery(type, next.versionId).queryKey, next);
      showToast('게시를 취소했습니다. 초안으로 돌아갔습니다.', 'success');
    },
    onError: (error) => {
      setWithdrawing(false);
      showToast(failed(error, '게시를 취소하지 못했습니다.'), 'error');
    },
    onSettled: refresh,
  });
  return (
    <>
      <PageHeader
        title={`${name} ${view.docId}`}
        description={
          <>
            <Link to={`/policies/${type}`}>버전 목록으로</Link>
            {' · '}
            <ScheduleBadge status={policyScheduleStatus[view.status]} label={policyVersionStatusLabels[view.status]} />
            {` · 시행 ${formatDateTime(view.schedule.startsAt)}`}
            {view.schedule.endsAt ? ` · 다음 버전 시행 ${formatDateTime(view.schedule.endsAt)}` : ''}
          </>
        }
        actions={
          view.status === 'SCHEDULED' ? (
            <Button variant="secondary" onClick={() => setWithdrawing(true)}>
              게시 취소
            </Button>
          ) : null
        }
      />
      <section className={consoleStyles.panel} aria-label="본문">
        <div className={styles.panelBody}>
          <p className={styles.muted}>게시된 버전은 고칠 수 없습니다. 바꾸려면 새 버전을 쓰세요.</p>
          <RichText html={view.content} allow={policyHtml} className={styles.rich} />
        </div>
      </section>
      <VersionPreview type={type} view={view} />
      {withdrawing ? (
        <ConfirmDialog title="게시 취소" confirmLabel="게시 취소" cancelLabel="닫기" pending={withdraw.isPending} onCancel={() => setWithdrawing(false)} onConfirm={() => withdraw.mutate()}>
          <p>{view.docId}의 게시를 취소하고 초안으로 돌립니다. 시행 전이므로 쇼핑몰에는 아무 변화가 없습니다.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
