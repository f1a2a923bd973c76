import { type AdminBannerView, bannerWriteRequest } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, type FormEvent, useId, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { sanitizeHtml, type HtmlAllowList } from '@/features/board';
import { describedByOf, FieldError, FormAlert } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import consoleStyles from '../../ui/console.module.css';
import { PageHeader } from '../../ui/PageHeader';
import { PreviewFrames } from '../../ui/PreviewFrames';
import { QueryFailure } from '../../ui/QueryFailure';
import { issuesByPath, ScheduleBadge, ScheduleFields } from '../../ui/schedule';
import { type BannerFormValues, conditionListOf, emptyBannerForm, formOfBanner, writeOfBanner } from './banner-form';
import { BannerCheck } from './BannerCheck';
import { ConditionBuilder } from './ConditionBuilder';
import { bannerQuery, bannersKey, createBanner, deleteBanner, saveBanner } from './content-api';
import styles from './content.module.css';

// What the shop's bar shows (features/banner): emphasis; a link's text stays, its anchor is left
// out here so the sample holds nothing to tab to.
const bannerHtml: HtmlAllowList = { tags: ['strong', 'b', 'em', 'span', 'br'], attributes: [] };
const failed = (error: unknown, fallback: string) => (error instanceof ConsoleApiError ? error.message : fallback);

/** 새 배너 (/banners/new) or one banner (/banners/:bannerSeq). */
export function BannerEditPage() {
  const { bannerSeq = 'new' } = useParams();
  const number = /^\d{1,10}$/.test(bannerSeq) ? Number(bannerSeq) : 0;
  const banner = useQuery({ ...bannerQuery(number), enabled: number > 0 });
  if (bannerSeq === 'new') return <BannerEditor initial={emptyBannerForm()} />;
  if (number === 0 || banner.isError)
    return (
      <>
        <PageHeader title={`배너 ${bannerSeq}`} description={<Link to="..">배너 목록으로</Link>} />
        {banner.isError ? <QueryFailure error={banner.error} retry={() => void banner.refetch()} /> : <p className={consoleStyles.empty}>배너를 찾을 수 없습니다.</p>}
      </>
    );
  if (banner.isPending) return <Spinner label="배너를 불러오는 중" />;
  // Keyed by the saved version: after a save the form starts again from what the server kept.
  return <BannerEditor key={banner.data.updatedAt} initial={formOfBanner(banner.data)} view={banner.data} />;
}

function BannerEditor({ initial, view }: { initial: BannerFormValues; view?: AdminBannerView }) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const set = <Key extends keyof BannerFormValues>(key: Key, value: BannerFormValues[Key]) => setValues((current) => ({ ...current, [key]: value }));
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: bannersKey }), queryClient.invalidateQueries({ queryKey: auditKey })]);

  const save = useMutation({
    mutationFn: (body: ReturnType<typeof writeOfBanner>) => (view ? saveBanner(view.bannerSeq, body) : createBanner(body)),
    onSuccess: (saved) => {
      queryClient.setQueryData(bannerQuery(saved.bannerSeq).queryKey, saved);
      showToast(view ? '배너를 저장했습니다.' : '배너를 만들었습니다. 목록 맨 뒤에 놓였습니다.', 'success');
      if (!view) void navigate(`../${saved.bannerSeq}`, { relative: 'path' });
    },
    onError: (error) => setProblem(failed(error, '저장하지 못했습니다. 다시 시도해 주세요.')),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: () => deleteBanner(view!.bannerSeq),
    onSuccess: () => {
      showToast('배너를 지웠습니다.', 'success');
      void navigate('..', { relative: 'path' });
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
    const body = writeOfBanner(values);
    const checked = bannerWriteRequest.safeParse(body);
    const found = checked.success ? {} : issuesByPath(checked.error.issues);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setProblem('고칠 곳이 있습니다. 표시된 칸을 확인해 주세요.');
      return;
    }
    save.mutate(body);
  };

  const conditionList = useMemo(() => conditionListOf(values.groups), [values.groups]);
  const sample = useMemo(() => sanitizeHtml(values.contents, bannerHtml), [values.contents]);
  const fieldId = (name: string) => `${id}-${name}`;
  const title = view ? `배너 ${view.bannerSeq}` : '새 배너';

  return (
    <>
      <PageHeader
        title={title}
        description={
          <>
            <Link to="..">배너 목록으로</Link>
            {view ? (
              <>
                {' · '}
                <ScheduleBadge status={view.schedule.status} />
              </>
            ) : null}
          </>
        }
        actions={
          view ? (
            <Button variant="secondary" onClick={() => setDeleting(true)}>
              배너 지우기
            </Button>
          ) : null
        }
      />
      <form className={styles.editor} onSubmit={submit} noValidate aria-label="배너 정보">
        <fieldset className={consoleStyles.fieldset}>
          <legend>문구와 모양</legend>
          <div className={consoleStyles.field}>
            <label htmlFor={fieldId('contents')}>배너 문구 (HTML)</label>
            <textarea
              id={fieldId('contents')}
              className={styles.code}
              rows={3}
              value={values.contents}
              onChange={(event) => set('contents', event.target.value)}
              aria-invalid={errors.contents ? true : undefined}
              aria-describedby={describedByOf(fieldId('contents'), true, errors.contents)}
            />
            <span id={`${fieldId('contents')}-hint`} className={consoleStyles.hint}>
              &lt;strong&gt;, &lt;em&gt;, &lt;span&gt;, &lt;br&gt;, 쇼핑몰 안 링크만 남고 나머지 태그는 지워져 보입니다. {'{showroom.hours}'}처럼 쇼룸 정보를 넣을 수 있습니다.
            </span>
            <FieldError id={`${fieldId('contents')}-error`} message={errors.contents} />
          </div>
          <figure className={styles.sampleFigure}>
            <figcaption className={consoleStyles.hint}>보이는 모습</figcaption>
            <div className={styles.bannerSample} style={{ background: values.bgColor, color: values.bannerColor } as CSSProperties}>
              <span dangerouslySetInnerHTML={{ __html: sample }} />
            </div>
          </figure>
          <div className={styles.row}>
            <div className={consoleStyles.field}>
              <label htmlFor={fieldId('bgColor')}>배경색</label>
              <input id={fieldId('bgColor')} type="color" value={values.bgColor.toLowerCase()} onChange={(event) => set('bgColor', event.target.value.toUpperCase())} />
              <FieldError message={errors.bgColor} />
            </div>
            <div className={consoleStyles.field}>
              <label htmlFor={fieldId('bannerColor')}>글자·닫기 버튼 색</label>
              <input id={fieldId('bannerColor')} type="color" value={values.bannerColor.toLowerCase()} onChange={(event) => set('bannerColor', event.target.value.toUpperCase())} />
              <FieldError message={errors.bannerColor} />
            </div>
          </div>
        </fieldset>
        <fieldset className={consoleStyles.fieldset}>
          <legend>링크와 닫기</legend>
          <div className={consoleStyles.field}>
            <label htmlFor={fieldId('link')}>링크</label>
            <input
              id={fieldId('link')}
              value={values.bannerLink}
              onChange={(event) => set('bannerLink', event.target.value)}
              maxLength={500}
              autoComplete="off"
              aria-invalid={errors['pcLink.bannerLink'] ? true : undefined}
              aria-describedby={describedByOf(fieldId('link'), true, errors['pcLink.bannerLink'])}
            />
            <span id={`${fieldId('link')}-hint`} className={consoleStyles.hint}>
              /board/faq 같은 쇼핑몰 경로나 https:// 주소. 비우면 배너를 눌러도 이동하지 않습니다.
            </span>
            <FieldError id={`${fieldId('link')}-error`} message={errors['pcLink.bannerLink']} />
          </div>
          <label className={styles.choice}>
            <input type="checkbox" checked={values.newWindow} onChange={(event) => set('newWindow', event.target.checked)} />새 창으로 열기
          </label>
          <label className={styles.choice}>
            <input type="checkbox" checked={values.closeButton} onChange={(event) => set('closeButton', event.target.checked)} />
            닫기 버튼 보이기
          </label>
          <div className={styles.row}>
            <div className={consoleStyles.field}>
              <label htmlFor={fieldId('closeAmount')}>닫으면 다시 보이지 않는 기간</label>
              <input
                id={fieldId('closeAmount')}
                inputMode="numeric"
                value={values.closeAmount}
                onChange={(event) => set('closeAmount', event.target.value.replace(/\D/g, '').slice(0, 3))}
                aria-invalid={errors.closePeriod ? true : undefined}
                aria-describedby={errors.closePeriod ? `${fieldId('closeAmount')}-error` : undefined}
              />
              <FieldError id={`${fieldId('closeAmount')}-error`} message={errors.closePeriod} />
            </div>
            <label className={consoleStyles.field}>
              단위
              <select value={values.closeUnit} onChange={(event) => set('closeUnit', event.target.value as BannerFormValues['closeUnit'])}>
                <option value="d">일 (d)</option>
                <option value="m">개월 (m)</option>
                <option value="y">년 (y)</option>
              </select>
            </label>
          </div>
        </fieldset>
        <ConditionBuilder groups={values.groups} onChange={(groups) => set('groups', groups)} errors={errors} />
        <ScheduleFields values={values.schedule} onChange={(schedule) => set('schedule', schedule)} errors={errors} />
        <FormAlert message={problem} />
        <div className={consoleStyles.panelActions}>
          <Button type="submit" disabled={save.isPending}>
            {view ? '저장' : '배너 만들기'}
          </Button>
        </div>
      </form>
      <BannerCheck conditionList={conditionList} origin={window.location.origin} />
      {view ? (
        <section className={consoleStyles.panel} aria-labelledby={`${id}-preview`}>
          <div className={styles.panelBody}>
            <h2 id={`${id}-preview`} className={styles.panelTitle}>
              미리보기 (저장된 내용, 쇼핑몰 첫 화면)
            </h2>
            <PreviewFrames path="/" items={[{ kind: 'banner', id: view.bannerSeq }]} title={`배너 ${view.bannerSeq}`} />
          </div>
        </section>
      ) : null}
      {deleting && view ? (
        <ConfirmDialog title="배너 지우기" confirmLabel="지우기" pending={remove.isPending} onCancel={() => setDeleting(false)} onConfirm={() => remove.mutate()}>
          <p>배너 {view.bannerSeq}번을 지웁니다. 쇼핑몰에서 바로 사라지고 되돌릴 수 없습니다. 지운 내용은 감사 로그에 남습니다.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
