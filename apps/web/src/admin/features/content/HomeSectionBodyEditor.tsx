import { HERO_IMAGE_KEYS, heroImageLabels, type HeroImageKey, type HomeProductPick, type HomeSectionKind, SHELF_SOURCES, shelfSourceLabels } from '@maru/domain';
import consoleStyles from '../../ui/console.module.css';
import type { FieldErrors } from '../../ui/editor-frame';
import styles from './content.module.css';
import type { Bodies, HomeSectionFormValues } from './home-section-form';
import { ItemList } from './ItemList';
import { ShelfProducts } from './ShelfProducts';
import { TextField } from './TextField';

type Errors = Readonly<FieldErrors>;

/** One kind's fields: its body, the change of it, and the form's errors by path (body.slides.0.title). */
interface KindFieldsProps<K extends HomeSectionKind> {
  body: Bodies[K];
  setBody: (body: Bodies[K]) => void;
  errors: Errors;
}

/** A field's error by its path inside the body ('slides.0.title' → body.slides.0.title). */
const bodyErrors = (errors: Errors) => (path: string) => errors[`body.${path}`];

/** One kind's fields, from its body as the write has it; errors by path (body.slides.0.title). */
export function HomeSectionBodyEditor({ values, onChange, errors }: { values: HomeSectionFormValues; onChange: (values: HomeSectionFormValues) => void; errors: Errors }) {
  const setBody = <K extends HomeSectionKind>(body: Bodies[K]) => onChange({ ...values, body });
  switch (values.kind) {
    case 'HERO':
      return <HeroFields body={values.body as Bodies['HERO']} setBody={setBody} errors={errors} />;
    case 'CATEGORIES':
      return <CategoriesFields body={values.body as Bodies['CATEGORIES']} setBody={setBody} errors={errors} />;
    case 'SITE_LINKS':
    case 'BRANDS':
      return <TitleFields kind={values.kind} body={values.body as Bodies['BRANDS']} setBody={setBody} errors={errors} />;
    case 'SHELF': {
      const body = values.body as Bodies['SHELF'];
      return <ShelfFields body={body} setBody={setBody} errors={errors} picked={values.picked} onProducts={(productNos, picked) => onChange({ ...values, body: { ...body, productNos }, picked })} />;
    }
    case 'SAMPLE':
      return <SampleFields body={values.body as Bodies['SAMPLE']} setBody={setBody} errors={errors} />;
    case 'SHOWROOM':
      return <ShowroomFields body={values.body as Bodies['SHOWROOM']} setBody={setBody} errors={errors} />;
  }
}

/** 슬라이드: the hero's slides, each with its words, its link and one of the design's pictures. */
function HeroFields({ body, setBody, errors }: KindFieldsProps<'HERO'>) {
  const error = bodyErrors(errors);
  return (
    <fieldset className={consoleStyles.fieldset}>
      <legend>슬라이드</legend>
      <ItemList
        items={body.slides}
        onChange={(slides) => setBody({ slides })}
        label="슬라이드"
        path="body.slides"
        errors={errors}
        make={() => ({ title: '', subtitle: '', ctaLabel: '보기', ctaLink: '/', imageKey: 'hero-terrazzo' as HeroImageKey })}
        render={(slide, update, index) => (
          <>
            <TextField label="제목" value={slide.title} onChange={(title) => update({ ...slide, title })} error={error(`slides.${index}.title`)} maxLength={60} />
            <TextField label="설명" value={slide.subtitle} onChange={(subtitle) => update({ ...slide, subtitle })} error={error(`slides.${index}.subtitle`)} maxLength={120} />
            <TextField label="버튼 문구" value={slide.ctaLabel} onChange={(ctaLabel) => update({ ...slide, ctaLabel })} error={error(`slides.${index}.ctaLabel`)} maxLength={20} />
            <TextField label="버튼 링크" value={slide.ctaLink} onChange={(ctaLink) => update({ ...slide, ctaLink })} error={error(`slides.${index}.ctaLink`)} maxLength={500} hint="/로 시작하는 쇼핑몰 경로" />
            <label className={consoleStyles.field}>
              사진
              <select value={slide.imageKey} onChange={(event) => update({ ...slide, imageKey: event.target.value as HeroImageKey })}>
                {HERO_IMAGE_KEYS.map((key) => (
                  <option key={key} value={key}>
                    {heroImageLabels[key]}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
      />
    </fieldset>
  );
}

/** 카테고리 바로가기: a title and the shortcuts, each a name and a shop path. */
function CategoriesFields({ body, setBody, errors }: KindFieldsProps<'CATEGORIES'>) {
  const error = bodyErrors(errors);
  return (
    <fieldset className={consoleStyles.fieldset}>
      <legend>카테고리 바로가기</legend>
      <TextField label="제목" value={body.title} onChange={(title) => setBody({ ...body, title })} error={error('title')} maxLength={30} />
      <ItemList
        items={body.shortcuts}
        onChange={(shortcuts) => setBody({ ...body, shortcuts })}
        label="바로가기"
        path="body.shortcuts"
        errors={errors}
        make={() => ({ label: '', path: '/product/list' })}
        render={(shortcut, update, index) => (
          <>
            <TextField label="이름" value={shortcut.label} onChange={(label) => update({ ...shortcut, label })} error={error(`shortcuts.${index}.label`)} maxLength={20} />
            <TextField label="링크" value={shortcut.path} onChange={(path) => update({ ...shortcut, path })} error={error(`shortcuts.${index}.path`)} maxLength={500} hint="/로 시작하는 쇼핑몰 경로" />
          </>
        )}
      />
    </fieldset>
  );
}

/** 브랜드 목록 and 둘러보기: only a title, what they show being the catalogue's or fixed. */
function TitleFields({ kind, body, setBody, errors }: KindFieldsProps<'BRANDS'> & { kind: 'SITE_LINKS' | 'BRANDS' }) {
  return (
    <fieldset className={consoleStyles.fieldset}>
      <legend>{kind === 'BRANDS' ? '브랜드 목록 (카탈로그의 브랜드가 자동으로)' : '둘러보기 (스타일링·기획전·쇼룸·이벤트로 가는 고정 링크)'}</legend>
      <TextField label="제목" value={body.title} onChange={(title) => setBody({ title })} error={bodyErrors(errors)('title')} maxLength={30} />
    </fieldset>
  );
}

interface ShelfFieldsProps extends KindFieldsProps<'SHELF'> {
  picked: HomeProductPick[];
  /** The picked products' numbers and, to name them, the products found. */
  onProducts: (productNos: number[], picked: HomeProductPick[]) => void;
}

/** 상품 진열: a title and where its products come from: picked by hand, or the catalogue's newest or best sellers. */
function ShelfFields({ body, setBody, errors, picked, onProducts }: ShelfFieldsProps) {
  const error = bodyErrors(errors);
  return (
    <fieldset className={consoleStyles.fieldset}>
      <legend>상품 진열</legend>
      <TextField label="제목" value={body.title} onChange={(title) => setBody({ ...body, title })} error={error('title')} maxLength={30} />
      <fieldset className={styles.choices}>
        <legend>상품</legend>
        {SHELF_SOURCES.map((source) => (
          <label key={source} className={styles.choice}>
            <input type="radio" name="shelf-source" checked={body.source === source} onChange={() => setBody({ ...body, source })} />
            {shelfSourceLabels[source]}
          </label>
        ))}
      </fieldset>
      {body.source === 'PICKED' ? (
        <ShelfProducts productNos={body.productNos} picked={picked} error={error('productNos')} onChange={onProducts} />
      ) : (
        <p className={consoleStyles.hint}>{body.source === 'NEW' ? '카탈로그의 최신 상품 8개가 보입니다.' : '카탈로그의 인기 상품 8개가 보입니다.'}</p>
      )}
    </fieldset>
  );
}

/** 샘플 신청 안내: its words, the points (one a line) and two buttons. */
function SampleFields({ body, setBody, errors }: KindFieldsProps<'SAMPLE'>) {
  const error = bodyErrors(errors);
  const set = (change: Partial<Bodies['SAMPLE']>) => setBody({ ...body, ...change });
  return (
    <fieldset className={consoleStyles.fieldset}>
      <legend>샘플 신청 안내</legend>
      <TextField label="머리말" value={body.eyebrow} onChange={(eyebrow) => set({ eyebrow })} error={error('eyebrow')} maxLength={30} />
      <TextField label="제목" value={body.title} onChange={(title) => set({ title })} error={error('title')} maxLength={60} />
      <TextField label="설명" value={body.description} onChange={(description) => set({ description })} error={error('description')} maxLength={300} rows={3} />
      <TextField
        label="안내 항목 (한 줄에 하나)"
        value={body.points.join('\n')}
        onChange={(text) => set({ points: text.split('\n') })}
        error={Object.entries(errors).find(([path]) => path.startsWith('body.points'))?.[1]}
        rows={4}
      />
      <TextField label="첫 버튼 문구" value={body.ctaLabel} onChange={(ctaLabel) => set({ ctaLabel })} error={error('ctaLabel')} maxLength={20} />
      <TextField label="첫 버튼 링크" value={body.ctaLink} onChange={(ctaLink) => set({ ctaLink })} error={error('ctaLink')} maxLength={500} />
      <TextField label="둘째 버튼 문구" value={body.secondaryLabel} onChange={(secondaryLabel) => set({ secondaryLabel })} error={error('secondaryLabel')} maxLength={20} />
      <TextField label="둘째 버튼 링크" value={body.secondaryLink} onChange={(secondaryLink) => set({ secondaryLink })} error={error('secondaryLink')} maxLength={500} />
    </fieldset>
  );
}

/** 쇼룸 방문 안내: its words (the showroom's facts filled in), its detail lines and a button. */
function ShowroomFields({ body, setBody, errors }: KindFieldsProps<'SHOWROOM'>) {
  const error = bodyErrors(errors);
  const set = (change: Partial<Bodies['SHOWROOM']>) => setBody({ ...body, ...change });
  return (
    <fieldset className={consoleStyles.fieldset}>
      <legend>쇼룸 방문 안내</legend>
      <TextField label="머리말" value={body.eyebrow} onChange={(eyebrow) => set({ eyebrow })} error={error('eyebrow')} maxLength={30} />
      <TextField label="제목" value={body.title} onChange={(title) => set({ title })} error={error('title')} maxLength={60} />
      <TextField label="설명" value={body.description} onChange={(description) => set({ description })} error={error('description')} maxLength={300} rows={3} hint="{showroom.floors}, {showroom.address}, {showroom.hours}, {showroom.closed}는 쇼룸 정보로 바뀌어 보입니다." />
      <ItemList
        items={body.details}
        onChange={(details) => set({ details })}
        label="안내 줄"
        path="body.details"
        errors={errors}
        make={() => ({ label: '', value: '' })}
        render={(detail, update, index) => (
          <>
            <TextField label="이름" value={detail.label} onChange={(label) => update({ ...detail, label })} error={error(`details.${index}.label`)} maxLength={20} />
            <TextField label="내용" value={detail.value} onChange={(value) => update({ ...detail, value })} error={error(`details.${index}.value`)} maxLength={100} />
          </>
        )}
      />
      <TextField label="버튼 문구" value={body.ctaLabel} onChange={(ctaLabel) => set({ ctaLabel })} error={error('ctaLabel')} maxLength={20} />
      <TextField label="버튼 링크" value={body.ctaLink} onChange={(ctaLink) => set({ ctaLink })} error={error('ctaLink')} maxLength={500} />
    </fieldset>
  );
}
