import { type AdminPolicyVersionView, extractPolicyHeadings, withParticle, policyHeadingsProblem, policyScheduleStatus, policyVersionStatusLabels } from '@maru/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { RichText } from '@/features/board';
import { policyHtml } from '@/features/policy';
import { FieldError } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useToast } from '@/shared/ui/toast-context';
import consoleStyles from '../../ui/console.module.css';
import { ActionDialog, type ConfirmedAction, EditorForm, EditorHeader, editorNumber, EditorUnavailable, PreviewPanel, useConfirmedAction, useConsoleEditor, useEditorRemoval } from '../../ui/editor-frame';
import { formatDateTime } from '../../ui/helpers/format';
import { ScheduleBadge } from '../../ui/pieces/schedule';
import { createPolicyDraft, deletePolicyDraft, policiesKey, policyQuery, policyVersionQuery, publishPolicyVersion, savePolicyDraft, withdrawPolicyVersion } from './content-api';
import styles from './content.module.css';
import { RichTextField } from './RichTextField';

const KST_MS = 9 * 3_600_000;
// The field gives minutes, or seconds too (step 1): a version can come into force at a set second.
const instantOf = (local: string) => (local ? new Date(Date.parse(`${local.length === 16 ? `${local}:00` : local}+09:00`)).toISOString() : null);
const koreanNow = () => new Date(Date.now() + KST_MS).toISOString().slice(0, 16);

/** 새 버전 (/policies/:type/versions/new: starts from the version in force) or one version. */
export function PolicyVersionPage() {
  const { type = '', versionId = 'new' } = useParams();
  const number = editorNumber(versionId);
  const policy = useQuery(policyQuery(type));
  const inForce = policy.data?.versions.find((version) => version.status === 'IN_FORCE');
  const shownId = versionId === 'new' ? inForce?.versionId ?? 0 : number;
  const version = useQuery({ ...policyVersionQuery(type, shownId), enabled: shownId > 0 });
  const back = { to: `/policies/${type}`, label: '버전 목록으로' };
  if (policy.isError || version.isError)
    return <EditorUnavailable title="약관 버전" back={back} failure={{ error: policy.error ?? version.error, retry: () => void (policy.isError ? policy.refetch() : version.refetch()) }} missing="버전을 찾을 수 없습니다." />;
  if (versionId !== 'new' && number === 0) return <EditorUnavailable title="약관 버전" back={back} missing="버전을 찾을 수 없습니다." />;
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

/** A draft's text: present, and its headings anchored h_01, h_02, … without gaps. */
function checkContent(content: string) {
  const headingProblem = policyHeadingsProblem(extractPolicyHeadings(content));
  return !content.trim() || headingProblem ? headingProblem ?? '본문을 입력해 주세요.' : undefined;
}

function DraftEditor({ type, name, initial, view }: { type: string; name: string; initial: string; view?: AdminPolicyVersionView }) {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [effectiveAt, setEffectiveAt] = useState('');
  const editor = useConsoleEditor({
    initial,
    toBody: (content: string) => content,
    check: checkContent,
    save: (content: string) => (view ? savePolicyDraft(type, view.versionId, content) : createPolicyDraft(type, content)),
    cacheKey: (next) => policyVersionQuery(type, next.versionId).queryKey,
    savedMessage: () => '초안을 저장했습니다. 게시하기 전까지 쇼핑몰에는 보이지 않습니다.',
    next: (next) => (view ? undefined : `/policies/${type}/versions/${next.versionId}`),
    invalidate: [policiesKey],
  });
  const publish = useConfirmedAction({
    run: () => publishPolicyVersion(type, view!.versionId, instantOf(effectiveAt)),
    closeOnDone: true,
    onDone: (next) => {
      queryClient.setQueryData(policyVersionQuery(type, next.versionId).queryKey, next);
      showToast(next.status === 'IN_FORCE' ? '게시했습니다. 지금부터 시행됩니다.' : `게시했습니다. ${formatDateTime(next.schedule.startsAt)}부터 시행됩니다.`, 'success');
    },
    failure: '게시하지 못했습니다.',
    onFailed: editor.setProblem,
    invalidate: [policiesKey],
  });
  const removal = useEditorRemoval({ remove: () => deletePolicyDraft(type, view!.versionId), done: '초안을 지웠습니다.', leave: `/policies/${type}`, invalidate: [policiesKey] });
  return (
    <>
      <EditorHeader
        title={view ? `${name} ${view.docId} (초안)` : `${name} 새 버전`}
        back={{ to: `/policies/${type}`, label: '버전 목록으로' }}
        extras={[view ? <ScheduleBadge key="status" status="DRAFT" label={policyVersionStatusLabels.DRAFT} /> : '시행 중인 버전의 본문에서 시작합니다.']}
        action={view ? { label: '초안 지우기', onClick: removal.ask } : undefined}
      />
      <EditorForm label="약관 본문" className={styles.editor} editor={editor} submitLabel="초안 저장">
        <fieldset className={consoleStyles.fieldset}>
          <legend>본문</legend>
          <RichTextField label="본문 (HTML)" value={editor.values} onChange={editor.setValues} allow={policyHtml} rows={20} hint={CONTENT_HINT} />
          <ContentsCheck content={editor.values} />
        </fieldset>
      </EditorForm>
      {view ? <PublishPanel effectiveAt={effectiveAt} onChange={setEffectiveAt} changed={editor.values !== view.content} publish={publish} /> : null}
      {view ? <VersionPreview type={type} view={view} /> : null}
      {view ? (
        <ActionDialog action={publish} title="약관 게시" confirmLabel="게시">
          <p>
            {name} {withParticle(view.docId, '을/를')} {effectiveAt ? `${effectiveAt.replace('T', ' ')} (한국 시각)부터` : '지금부터'} 시행합니다. 게시한 버전은 고칠 수 없고, 시행 전이라면 게시를 취소할 수 있습니다.
          </p>
        </ActionDialog>
      ) : null}
      {view ? (
        <ActionDialog action={removal} title="초안 지우기" confirmLabel="지우기">
          <p>{view.docId} 초안을 지웁니다. 되돌릴 수 없습니다.</p>
        </ActionDialog>
      ) : null}
    </>
  );
}

const CONTENT_HINT = '조항 제목은 <h3 id="h_01">제1조 (목적)</h3>처럼 h_01부터 차례로 앵커를 붙입니다. 문단, 목록, 표, 메일 링크를 쓸 수 있습니다.';

/** 게시와 시행 일시: when the saved draft comes into force (empty: at once), and 게시 behind its confirmation. */
function PublishPanel({ effectiveAt, onChange, changed, publish }: { effectiveAt: string; onChange: (value: string) => void; changed: boolean; publish: ConfirmedAction }) {
  const id = useId();
  return (
    <section className={consoleStyles.panel} aria-labelledby={`${id}-publish`}>
      <div className={styles.panelBody}>
        <h2 id={`${id}-publish`} className={styles.panelTitle}>
          게시와 시행 일시
        </h2>
        <div className={consoleStyles.field}>
          <label htmlFor={`${id}-effective`}>시행 일시 (한국 시각)</label>
          <input id={`${id}-effective`} type="datetime-local" step={1} value={effectiveAt} min={koreanNow()} onChange={(event) => onChange(event.target.value)} aria-describedby={`${id}-effective-hint`} />
          <span id={`${id}-effective-hint`} className={consoleStyles.hint}>
            비우면 게시하는 즉시 시행됩니다. 지난 시각은 정할 수 없습니다. 약관 변경은 보통 시행 7일 전(불리한 변경은 30일 전)에 공지합니다.
          </span>
        </div>
        {changed ? <FieldError message="저장하지 않은 변경이 있습니다. 게시하면 저장된 초안이 게시됩니다." /> : null}
        <div>
          <Button onClick={publish.ask} disabled={publish.pending}>
            게시
          </Button>
        </div>
      </div>
    </section>
  );
}

function VersionPreview({ type, view }: { type: string; view: AdminPolicyVersionView }) {
  return <PreviewPanel heading="미리보기 (저장된 내용, 시행된 모습)" headingClassName={styles.panelTitle} bodyClassName={styles.panelBody} path={`/policy/${type}?version=${view.versionId}`} items={[{ kind: 'policy', id: view.versionId }]} title={`약관 ${view.docId}`} />;
}

/** A published version: read only (what was in force stays as it was); one scheduled for later can be withdrawn to a draft. */
function PublishedVersion({ type, name, view }: { type: string; name: string; view: AdminPolicyVersionView }) {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const withdraw = useConfirmedAction({
    run: () => withdrawPolicyVersion(type, view.versionId),
    closeOnDone: true,
    onDone: (next) => {
      queryClient.setQueryData(policyVersionQuery(type, next.versionId).queryKey, next);
      showToast('게시를 취소했습니다. 초안으로 돌아갔습니다.', 'success');
    },
    failure: '게시를 취소하지 못했습니다.',
    invalidate: [policiesKey],
  });
  return (
    <>
      <EditorHeader
        title={`${name} ${view.docId}`}
        back={{ to: `/policies/${type}`, label: '버전 목록으로' }}
        extras={[
          <ScheduleBadge key="status" status={policyScheduleStatus[view.status]} label={policyVersionStatusLabels[view.status]} />,
          `시행 ${formatDateTime(view.schedule.startsAt)}`,
          ...(view.schedule.endsAt ? [`다음 버전 시행 ${formatDateTime(view.schedule.endsAt)}`] : []),
        ]}
        action={view.status === 'SCHEDULED' ? { label: '게시 취소', onClick: withdraw.ask } : undefined}
      />
      <section className={consoleStyles.panel} aria-label="본문">
        <div className={styles.panelBody}>
          <p className={styles.muted}>게시된 버전은 고칠 수 없습니다. 바꾸려면 새 버전을 쓰세요.</p>
          <RichText html={view.content} allow={policyHtml} className={styles.rich} />
        </div>
      </section>
      <VersionPreview type={type} view={view} />
      <ActionDialog action={withdraw} title="게시 취소" confirmLabel="게시 취소" cancelLabel="닫기">
        <p>{view.docId}의 게시를 취소하고 초안으로 돌립니다. 시행 전이므로 쇼핑몰에는 아무 변화가 없습니다.</p>
      </ActionDialog>
    </>
  );
}
