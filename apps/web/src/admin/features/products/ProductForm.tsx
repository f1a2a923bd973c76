import { type AdminProductView, PRODUCT_STATUSES, productStatusLabels } from '@maru/domain';
import { BusyButton, describedByOf, FieldFrame, FormAlert, FormField } from '@/shared/form';
import { Options } from '@/shared/ui/Options';
import styles from '../../ui/console.module.css';
import { DeliveryFields } from './DeliveryFields';
import { NewOptionsEditor } from './NewOptionsEditor';
import { NoticeFields } from './NoticeFields';
import { discountRate, missingNotice, type ProductField, type ProductFormValues } from './product-form-values';
import type { ProductChoices } from './products-api';
import { useProductForm } from './use-product-form';
import own from './products.module.css';

interface ProductFormProps {
  /** The product as loaded; a new product has none. The page keys the form by its updatedAt, so a save starts it afresh. */
  product?: AdminProductView;
  choices: ProductChoices;
}

/** The product's own fields; a new product's options too (an existing one edits its combinations apart). */
export function ProductForm({ product, choices }: ProductFormProps) {
  const isNew = !product;
  const { values, patch, form } = useProductForm(product);
  const { formRef, submit, errors, refusal, busy } = form;

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={isNew ? '상품 등록' : '상품 수정'}>
      <BasicFields values={values} errors={errors} patch={patch} choices={choices} />

      <fieldset className={own.section}>
        <legend>배송</legend>
        <DeliveryFields deliveries={values.deliveries} error={errors.deliveries} onChange={(deliveries) => patch({ deliveries })} />
      </fieldset>

      <fieldset className={own.section}>
        <legend>상세 설명</legend>
        <label className={styles.field} htmlFor="description">
          상세 설명 (HTML)
          <textarea id="description" rows={8} maxLength={50_000} value={values.description} aria-describedby="description-hint" onChange={(event) => patch({ description: event.target.value })} />
          <span id="description-hint" className={styles.hint}>
            HTML로 입력합니다. 쇼핑몰에 보일 때는 안전하게 정리되어(스크립트·이벤트 속성 등 제거) 보입니다.
          </span>
        </label>
      </fieldset>

      <SalesFields values={values} errors={errors} patch={patch} />

      <fieldset className={own.section}>
        <legend>상품정보제공고시</legend>
        <NoticeFields group={values.noticeGroup} items={values.noticeItems} missing={missingNotice(values)} error={errors.notice} onChange={patch} />
      </fieldset>

      {isNew ? (
        <fieldset className={own.section}>
          <legend>옵션</legend>
          <NewOptionsEditor groups={values.optionGroups} combinations={values.combinations} error={errors.options} onChange={patch} />
        </fieldset>
      ) : null}

      <div className={own.actions}>
        <FormAlert message={refusal} />
        <BusyButton type="submit" busy={busy} busyLabel="저장하는 중…">
          {isNew ? '상품 등록' : '저장'}
        </BusyButton>
      </div>
    </form>
  );
}

/** What a block of the form gets: the values as typed, the errors under their fields, and the change of some values. */
interface SectionProps {
  values: ProductFormValues;
  errors: Partial<Record<ProductField, string>>;
  patch: (change: Partial<ProductFormValues>) => void;
}

/** 기본 정보: name, brand, (leaf) category, prices with the discount they make, 가격문의 and VAT. */
function BasicFields({ values, errors, patch, choices }: SectionProps & { choices: ProductChoices }) {
  const rate = discountRate(values.price, values.sellingPrice);
  const leafCategories = choices.categories.filter((category) => category.leaf || String(category.categoryNo) === values.categoryNo);
  const choiceField = { values, errors, patch };
  return (
    <fieldset className={own.section}>
      <legend>기본 정보</legend>
      <div className={own.grid}>
        <FormField id="productName" label="상품명" required maxLength={100} value={values.productName} error={errors.productName} onChange={(event) => patch({ productName: event.target.value })} />
        <ChoiceField {...choiceField} id="brandNo" label="브랜드" choices={choices.brands.map((brand) => ({ value: brand.brandNo, label: brand.name }))} />
        <ChoiceField {...choiceField} id="categoryNo" label="카테고리" choices={leafCategories.map((category) => ({ value: category.categoryNo, label: category.path }))} />
        <FormField id="price" label="정가 (원)" required inputMode="numeric" value={values.price} error={errors.price} onChange={(event) => patch({ price: event.target.value })} />
        <FormField
          id="sellingPrice"
          label="판매가 (원)"
          required
          inputMode="numeric"
          value={values.sellingPrice}
          error={errors.sellingPrice}
          hint={<span aria-live="polite">할인율 {rate === undefined ? '—' : `${rate}%`} · 정가보다 클 수 없습니다.</span>}
          onChange={(event) => patch({ sellingPrice: event.target.value })}
        />
        <label className={own.check}>
          <input type="checkbox" checked={values.inquiryProduct} onChange={(event) => patch({ inquiryProduct: event.target.checked })} /> 가격문의 상품 (판매가 0원, 쇼핑몰에서는 팔지 않고 가격문의로 보입니다)
        </label>
        <fieldset className={`${own.inline} ${own.plain}`}>
          <legend className={styles.hint}>부가세</legend>
          <label className={own.check}>
            <input type="radio" name="vatRate" checked={values.vatRate === '10'} onChange={() => patch({ vatRate: '10' })} /> 과세 (10%)
          </label>
          <label className={own.check}>
            <input type="radio" name="vatRate" checked={values.vatRate === '0'} onChange={() => patch({ vatRate: '0' })} /> 면세
          </label>
        </fieldset>
      </div>
    </fieldset>
  );
}

/** The brand's or the category's select (the category with its hint that only a leaf can be chosen). */
function ChoiceField({ id, label, choices, values, errors, patch }: SectionProps & { id: 'brandNo' | 'categoryNo'; label: string; choices: { value: number; label: string }[] }) {
  return (
    <FieldFrame id={id} label={label} mark="required" error={errors[id]} hint={id === 'categoryNo' ? '최하위 카테고리만 고를 수 있습니다.' : undefined}>
      <select
        id={id}
        value={values[id]}
        aria-invalid={errors[id] ? true : undefined}
        aria-describedby={describedByOf(id, id === 'categoryNo' ? 'hint' : undefined, errors[id])}
        onChange={(event) => patch({ [id]: event.target.value })}
      >
        <Options choices={choices} blank="선택해 주세요" />
      </select>
    </FieldFrame>
  );
}

/** 검색·판매: search words, sale status, the display period, the low-stock threshold and samples. */
function SalesFields({ values, errors, patch }: SectionProps) {
  return (
    <fieldset className={own.section}>
      <legend>검색·판매</legend>
      <div className={own.grid}>
        <FormField
          id="searchKeywords"
          label="검색어"
          value={values.searchKeywords}
          error={errors.searchKeywords}
          hint="쉼표로 구분, 20개까지"
          placeholder="예) 욕실타일, 포세린"
          onChange={(event) => patch({ searchKeywords: event.target.value })}
        />
        <FieldFrame id="status" label="판매 상태" hint="판매중으로 두려면 상품정보제공고시를 모두 채워야 합니다.">
          <select id="status" value={values.status} aria-describedby="status-hint" onChange={(event) => patch({ status: event.target.value as ProductFormValues['status'] })}>
            <Options choices={PRODUCT_STATUSES.map((status) => ({ value: status, label: productStatusLabels[status] }))} />
          </select>
        </FieldFrame>
        <FormField id="displayFrom" label="진열 시작 (한국 시간)" type="datetime-local" value={values.displayFrom} hint="비우면 바로" onChange={(event) => patch({ displayFrom: event.target.value })} />
        <FormField id="displayUntil" label="진열 종료 (한국 시간)" type="datetime-local" value={values.displayUntil} error={errors.displayUntil} hint="비우면 계속" onChange={(event) => patch({ displayUntil: event.target.value })} />
        <FormField
          id="lowStockThreshold"
          label="재고 부족 기준"
          inputMode="numeric"
          value={values.lowStockThreshold}
          error={errors.lowStockThreshold}
          hint="옵션 재고가 이 수 이하이면 재고 부족 목록에 나옵니다."
          onChange={(event) => patch({ lowStockThreshold: event.target.value })}
        />
        <label className={own.check}>
          <input type="checkbox" checked={values.sampleable} onChange={(event) => patch({ sampleable: event.target.checked })} /> 샘플 신청 가능
        </label>
      </div>
    </fieldset>
  );
}
