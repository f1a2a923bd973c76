import { formatKrw, HERO_IMAGE_KEYS, heroImageLabels, type HeroImageKey, type HomeProductPick, type HomeSectionKind, SHELF_SOURCES, shelfSourceLabels, withParticle } from '@maru/domain';
import { type ReactNode, useId, useState } from 'react';
import { FieldError } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { ConsoleApiError } from '../../api/console-api';
import consoleStyles from '../../ui/console.module.css';
import { searchShelfProducts } from './content-api';
import styles from './content.module.css';
import type { Bodies, HomeSectionFormValues } from './home-section-form';
import { moved } from './reorder';
import { TextField } from './TextField';

type Errors = Readonly<Record<string, string>>;

/** A list of like items (slides, shortcuts, details), each with 위로, 아래로 and 지우기, and an add button. */
function ItemList<Item>({ items, onChange, label, make, render, errors, path }: {
  items: readonly Item[];
  onChange: (items: Item[]) => void;
  /** One item's name ("슬라이드"), numbered on screen. */
  label: string;
  make: () => Item;
  render: (item: Item, update: (item: Item) => void, index: number) => ReactNode;
  errors: Errors;
  path: string;
}) {
  return (
    <div className={styles.items}>
      <ol className={styles.items}>
        {items.map((item, index) => (
          <li key={index} className={styles.item}>
            <fieldset className={consoleStyles.fieldset}>
              <legend>
                {label} {index + 1}
              </legend>
              {render(item, (next) => onChange(items.map((current, at) => (at === index ? next : current))), index)}
              <div className={styles.itemBar}>
                <Button variant="secondary" onClick={() => onChange(moved(items, index, -1))} disabled={index === 0} aria-label={`${label} ${index + 1} 위로`}>
                  위로
                </Button>
                <Button variant="secondary" onClick={() => onChange(moved(items, index, 1))} disabled={index === items.length - 1} aria-label={`${label} ${index + 1} 아래로`}>
                  아래로
                </Button>
                <Button variant="secondary" onClick={() => onChange(items.filter((_, at) => at !== index))} aria-label={`${label} ${index + 1} 지우기`}>
                  지우기
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <FieldError message={errors[path]} />
      <div>
        <Button variant="secondary" onClick={() => onChange([...items, make()])}>
          {label} 추가
        </Button>
      </div>
    </div>
  );
}

const productLine = (product: HomeProductPick) => `${product.productNo} · ${product.productName} (${product.brandName}, ${formatKrw(product.sellingPrice)})`;

/** The shelf's products: found by the catalogue's search (number, name or brand), added in order, moved and removed. */
function ShelfProducts({ productNos, picked, onChange, error }: { productNos: number[]; picked: HomeProductPick[]; onChange: (productNos: number[], picked: HomeProductPick[]) => void; error?: string }) {
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<HomeProductPick[]>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const known = new Map(picked.map((product) => [product.productNo, product]));
  const run = async () => {
    if (!keyword.trim()) {
      setProblem('검색어를 입력해 주세요.');
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      setResults((await searchShelfProducts(keyword.trim())).list);
    } catch (failure) {
      setProblem(failure instanceof ConsoleApiError ? failure.message : '찾지 못했습니다. 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  };
  const chosen = new Set(productNos);
  return (
    <fieldset className={consoleStyles.fieldset}>
      <legend>진열할 상품</legend>
      {productNos.length === 0 ? (
        <p className={consoleStyles.hint}>아직 고른 상품이 없습니다.</p>
      ) : (
        <ol className={styles.items} aria-label="고른 상품">
          {productNos.map((productNo, index) => {
            const name = known.get(productNo) ? productLine(known.get(productNo)!) : `상품 ${productNo}`;
            return (
              <li key={productNo} className={styles.itemBar}>
                <span>
                  {index + 1}. {name}
                </span>
                <Button variant="secondary" onClick={() => onChange(moved(productNos, index, -1), picked)} disabled={index === 0} aria-label={`${name} 위로`}>
                  위로
                </Button>
                <Button variant="secondary" onClick={() => onChange(moved(productNos, index, 1), picked)} disabled={index === productNos.length - 1} aria-label={`${name} 아래로`}>
                  아래로
                </Button>
                <Button variant="secondary" onClick={() => onChange(productNos.filter((no) => no !== productNo), picked)} aria-label={`${name} 빼기`}>
                  빼기
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <FieldError message={error} />
      <div className={styles.row}>
        <div className={consoleStyles.field}>
          <label htmlFor={id}>상품 찾기 (상품번호, 상품명, 브랜드)</label>
          <input
            id={id}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void run();
              }
            }}
            maxLength={60}
            autoComplete="off"
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </div>
        <Button variant="secondary" onClick={() => void run()} disabled={busy}>
          찾기
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className={consoleStyles.error}>
          {problem}
        </p>
      ) : null}
      <div aria-live="polite">
        {busy ? <p className={consoleStyles.hint}>{withParticle('상품', '을/를')} 찾는 중…</p> : null}
        {results && !busy ? (
          results.length === 0 ? (
            <p className={consoleStyles.hint}>찾은 상품이 없습니다.</p>
          ) : (
            <ul className={styles.items} aria-label="찾은 상품">
              {results.map((product) => {
                const taken = chosen.has(product.productNo);
                const hidden = product.status === 'HIDDEN';
                return (
                  <li key={product.productNo} className={styles.itemBar}>
                    <span>
                      {productLine(product)}
                      {hidden ? ' · 숨김 상품 (진열되지 않음)' : ''}
                    </span>
                    <Button
                      variant="secondary"
                      disabled={taken}
                      onClick={() => onChange([...productNos, product.productNo], [...picked.filter((entry) => entry.productNo !== product.productNo), product])}
                      aria-label={`${productLine(product)} ${taken ? '(추가됨)' : '추가'}`}
                    >
                      {taken ? '추가됨' : '추가'}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )
        ) : null}
      </div>
    </fieldset>
  );
}

/** One kind's fields, from its body as the write has it; errors by path (body.slides.0.title). */
export function HomeSectionBodyEditor({ values, onChange, errors }: { values: HomeSectionFormValues; onChange: (values: HomeSectionFormValues) => void; errors: Errors }) {
  const setBody = <K extends HomeSectionKind>(body: Bodies[K]) => onChange({ ...values, body });
  const error = (path: string) => errors[`body.${path}`];
  switch (values.kind) {
    case 'HERO': {
      const body = values.body as Bodies['HERO'];
      return (
        <fieldset className={consoleStyles.fieldset}>
          <legend>슬라이드</legend>
          <ItemList
            items={body.slides}
            onChange={(slides) => setBody<'HERO'>({ slides })}
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
    case 'CATEGORIES': {
      const body = values.body as Bodies['CATEGORIES'];
      return (
        <fieldset className={consoleStyles.fieldset}>
          <legend>카테고리 바로가기</legend>
          <TextField label="제목" value={body.title} onChange={(title) => setBody<'CATEGORIES'>({ ...body, title })} error={error('title')} maxLength={30} />
          <ItemList
            items={body.shortcuts}
            onChange={(shortcuts) => setBody<'CATEGORIES'>({ ...body, shortcuts })}
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
    case 'SITE_LINKS':
    case 'BRANDS': {
      const body = values.body as Bodies['BRANDS'];
      return (
        <fieldset className={consoleStyles.fieldset}>
          <legend>{values.kind === 'BRANDS' ? '브랜드 목록 (카탈로그의 브랜드가 자동으로)' : '둘러보기 (스타일링·기획전·쇼룸·이벤트로 가는 고정 링크)'}</legend>
          <TextField label="제목" value={body.title} onChange={(title) => setBody<'BRANDS'>({ title })} error={error('title')} maxLength={30} />
        </fieldset>
      );
    }
    case 'SHELF': {
      const body = values.body as Bodies['SHELF'];
      return (
        <fieldset className={consoleStyles.fieldset}>
          <legend>상품 진열</legend>
          <TextField label="제목" value={body.title} onChange={(title) => setBody<'SHELF'>({ ...body, title })} error={error('title')} maxLength={30} />
          <fieldset className={styles.choices}>
            <legend>상품</legend>
            {SHELF_SOURCES.map((source) => (
              <label key={source} className={styles.choice}>
                <input type="radio" name="shelf-source" checked={body.source === source} onChange={() => setBody<'SHELF'>({ ...body, source })} />
                {shelfSourceLabels[source]}
              </label>
            ))}
          </fieldset>
          {body.source === 'PICKED' ? (
            <ShelfProducts productNos={body.productNos} picked={values.picked} error={error('productNos')} onChange={(productNos, picked) => onChange({ ...values, body: { ...body, productNos }, picked })} />
          ) : (
            <p className={consoleStyles.hint}>{body.source === 'NEW' ? '카탈로그의 최신 상품 8개가 보입니다.' : '카탈로그의 인기 상품 8개가 보입니다.'}</p>
          )}
        </fieldset>
      );
    }
    case 'SAMPLE': {
      const body = values.body as Bodies['SAMPLE'];
      const set = (change: Partial<Bodies['SAMPLE']>) => setBody<'SAMPLE'>({ ...body, ...change });
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
    case 'SHOWROOM': {
      const body = values.body as Bodies['SHOWROOM'];
      const set = (change: Partial<Bodies['SHOWROOM']>) => setBody<'SHOWROOM'>({ ...body, ...change });
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
  }
}
