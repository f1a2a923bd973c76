import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { FormAlert } from '@/shared/form';
import { LinkButton } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import styles from '../../ui/console.module.css';
import { PageHeader } from '../../ui/pieces/PageHeader';
import { QueryFailure } from '../../ui/pieces/QueryFailure';
import { AddOptionValues } from './AddOptionValues';
import { CombinationsTable } from './CombinationsTable';
import { DocumentsPanel } from './DocumentsPanel';
import { PicturesPanel } from './PicturesPanel';
import { productChoicesQuery, productQuery } from './products-api';
import { ProductForm } from './ProductForm';
import { RenameOptionValue } from './RenameOptionValue';
import own from './products.module.css';

const back = (
  <LinkButton to=".." relative="path" variant="secondary">
    상품 목록
  </LinkButton>
);

/** 상품 등록 (/products/new) and 상품 수정 (/products/:productNo). */
export function ProductEditPage() {
  const { productNo: param } = useParams();
  const productNo = param === undefined ? undefined : Number(param);
  const choices = useQuery(productChoicesQuery);
  const product = useQuery({ ...productQuery(productNo ?? 0), enabled: productNo !== undefined && Number.isSafeInteger(productNo) && productNo > 0 });

  if (productNo !== undefined && !(Number.isSafeInteger(productNo) && productNo > 0)) {
    return <PageHeader title="상품 수정" description={`상품번호가 올바르지 않습니다: ${param}`} actions={back} />;
  }
  const title = productNo === undefined ? '상품 등록' : '상품 수정';
  const failed = choices.isError ? choices : product.isError ? product : undefined;
  if (failed) {
    return (
      <>
        <PageHeader title={title} actions={back} />
        <QueryFailure error={failed.error} retry={() => void failed.refetch()} />
      </>
    );
  }
  if (!choices.data || (productNo !== undefined && !product.data)) {
    return (
      <>
        <PageHeader title={title} actions={back} />
        <Spinner label="상품 정보를 불러오는 중" />
      </>
    );
  }

  const loaded = productNo === undefined ? undefined : product.data;
  return (
    <div className={own.page}>
      <PageHeader title={title} description={loaded ? `${loaded.productNo} · ${loaded.productName} (${loaded.categoryPath.join(' > ')})` : '새 상품의 정보와 옵션을 입력합니다. 처음에는 숨김으로 두는 것을 권합니다.'} actions={back} />
      {/* Stored prices that break the value rules (a row from before they were checked): the shop shows it 판매 중지 until fixed. */}
      {loaded?.saleBlock ? <FormAlert message={`쇼핑몰에서 판매 중지로 보입니다: ${loaded.saleBlock}`} /> : null}
      <section className={styles.panel} aria-label="상품 정보">
        <ProductForm key={loaded?.updatedAt ?? 'new'} product={loaded} choices={choices.data} />
      </section>
      {loaded ? (
        <section className={`${styles.panel} ${own.optionsPanel}`} aria-labelledby="options-title">
          <h2 id="options-title" className={own.panelTitle}>
            옵션 ({loaded.options.groups.map((group) => group.name).join(' × ')})
          </h2>
          <CombinationsTable product={loaded} />
          <div className={own.addValues}>
            <AddOptionValues product={loaded} />
          </div>
          <div className={own.addValues}>
            <RenameOptionValue product={loaded} />
          </div>
        </section>
      ) : null}
      {loaded ? (
        <section className={`${styles.panel} ${own.optionsPanel}`} aria-labelledby="pictures-title">
          <h2 id="pictures-title" className={own.panelTitle}>
            사진 ({loaded.images.length}장)
          </h2>
          <PicturesPanel productNo={loaded.productNo} images={loaded.images} />
        </section>
      ) : null}
      {loaded ? (
        <section className={`${styles.panel} ${own.optionsPanel}`} aria-labelledby="documents-title">
          <h2 id="documents-title" className={own.panelTitle}>
            자료 ({loaded.files.length}개)
          </h2>
          <DocumentsPanel productNo={loaded.productNo} files={loaded.files} />
        </section>
      ) : null}
    </div>
  );
}
