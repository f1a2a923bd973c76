import { type AdminBannerView, bannerWriteRequest } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { type CSSProperties, useId, useMemo } from 'react';
import { useParams } from 'react-router';
import { sanitizeHtml, type HtmlAllowList } from '@/features/board';
import { describedByOf, FieldError } from '@/shared/form';
import consoleStyles from '../../ui/console.module.css';
import { ActionDialog, type ConsoleEditor, EditorForm, EditorGate, EditorHeader, editorNumber, PreviewPanel, useConsoleEditor, useEditorRemoval } from '../../ui/editor-frame';
import { ScheduleBadge, ScheduleFields } from '../../ui/pieces/schedule';
import { type BannerFormValues, conditionListOf, emptyBannerForm, formOfBanner, writeOfBanner } from './banner-form';
import { BannerCheck } from './BannerCheck';
import { ConditionBuilder } from './ConditionBuilder';
import { bannerQuery, bannersKey, createBanner, deleteBanner, saveBanner } from './content-api';
import styles from './content.module.css';

// What the shop's bar shows (features/banner): emphasis; a link's text stays, its anchor is left
// out here so the sample holds nothing to tab to.
const bannerHtml: HtmlAllowList = { tags: ['strong', 'b', 'em', 'span', 'br'], attributes: [] };

/** 새 배너 (/banners/new) or one banner (/banners/:bannerSeq). */
export function BannerEditPage() {
  const { bannerSeq = 'new' } = useParams();
  const number = editorNumber(bannerSeq);
  const banner = useQuery({ ...bannerQuery(number), enabled: number > 0 });
  if (bannerSeq === 'new') return <BannerEditor initial={emptyBannerForm()} />;
  // Keyed by the saved version: after a save the form starts again from what the server kept.
  return (
    <EditorGate number={number} query={banner} title={`배너 ${bannerSeq}`} back={back} missing="배너를 찾을 수 없습니다." loading="배너를 불러오는 중">
      {(view) => <BannerEditor key={view.updatedAt} initial={formOfBanner(view)} view={view} />}
    </EditorGate>
  );
}

const back = { to: '..', label: '배너 목록으로' };

function BannerEditor({ initial, view }: { initial: BannerFormValues; view?: AdminBannerView }) {
  const editor = useConsoleEditor({
    initial,
    toBody: writeOfBanner,
    schema: bannerWriteRequest,
    save: (body: ReturnType<typeof writeOfBanner>) => (view ? saveBanner(view.bannerSeq, body) : createBanner(body)),
    cacheKey: (saved) => bannerQuery(saved.bannerSeq).queryKey,
    savedMessage: () => (view ? '배너를 저장했습니다.' : '배너를 만들었습니다. 목록 맨 뒤에 놓였습니다.'),
    next: (saved) => (view ? undefined : `../${saved.bannerSeq}`),
    invalidate: [bannersKey],
  });
  const removal = useEditorRemoval({ remove: () => deleteBanner(view!.bannerSeq), done: '배너를 지웠습니다.', leave: '..', invalidate: [bannersKey] });
  const { values, set, errors } = editor;
  const conditionList = useMemo(() => conditionListOf(values.groups), [values.groups]);

  return (
    <>
      <EditorHeader
        title={view ? `배너 ${view.bannerSeq}` : '새 배너'}
        back={back}
        extras={view ? [<ScheduleBadge key="status" status={view.schedule.status} />] : []}
        action={view ? { label: '배너 지우기', onClick: removal.ask } : undefined}
      />
      <EditorForm label="배너 정보" className={styles.editor} editor={editor} submitLabel={view ? '저장' : '배너 만들기'}>
        <LookFields editor={editor} />
        <LinkFields editor={editor} />
        <ConditionBuilder groups={values.groups} onChange={(groups) => set('groups', groups)} errors={errors} />
        <ScheduleFields values={values.schedule} onChange={(schedule) => set('schedule', schedule)} errors={errors} />
      </EditorForm>
      <BannerCheck conditionList={conditionList} origin={window.location.origin} />
      {view ? <PreviewPanel heading="미리보기 (저장된 내용, 쇼핑몰 첫 화면)" headingClassName={styles.panelTitle} bodyClassName={styles.panelBody} path="/" items={[{ kind: 'banner', id: view.bannerSeq }]} title={`배너 ${view.bannerSeq}`} /> : null}
      {view ? (
        <ActionDialog action={removal} title="배너 지우기" confirmLabel="지우기">
          <p>배너 {view.bannerSeq}번을 지웁니다. 쇼핑몰에서 바로 사라지고 되돌릴 수 없습니다. 지운 내용은 감사 로그에 남습니다.</p>
        </ActionDialog>
      ) : null}
    </>
  );
}

/** 문구와 모양: the HTML, its sample as the bar shows it, and the colours. */
function LookFields({ editor }: { editor: ConsoleEditor<BannerFormValues> }) {
  const id = useId();
  const { values, set, errors } = editor;
  const sample = useMemo(() => sanitizeHtml(values.contents, bannerHtml), [values.contents]);
  const fieldId = (name: string) => `${id}-${name}`;
  return (
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
  );
}

/** 링크와 닫기: where the bar leads, and how long a closed bar stays away. */
function LinkFields({ editor }: { editor: ConsoleEditor<BannerFormValues> }) {
  const id = useId();
  const { values, set, errors } = editor;
  const fieldId = (name: string) => `${id}-${name}`;
  return (
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
  );
}
