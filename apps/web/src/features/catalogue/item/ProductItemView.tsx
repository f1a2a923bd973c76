import { lazy, Suspense, useEffect, useMemo, useState, type ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import { buildOptionTree, computeOptionPrice, rowStatus, type ProductOptionRow } from '@maru/domain';
import { CouponDownloadButton } from '@/features/benefit';
import { LazyProductReviews } from '@/features/review';
import { LazyProductQna } from '@/features/inquiry';
import { noteProductView } from '@/features/product-history';
import { paths } from '@/shared/routing';
import { ShareButtons } from '@/shared/share';
import { deliveriesQuery, deliveryMethodsQuery, optionRowsQuery } from '../api/catalogue-api';
import type { ProductDetail } from '../api/schemas';
import { DeliveryInfo } from './DeliveryInfo';
import { appliedDelivery } from './delivery-terms';
import { Gallery } from './Gallery';
import { LikeButton } from './LikeButton';
import { OptionSelector } from './OptionSelector';
import { PriceBlock } from './PriceBlock';
import { PurchaseActions } from './PurchaseActions';
import { SampleRequest } from './SampleRequest';
import { SelectedLines } from './SelectedLines';
import { TileHelper } from './TileHelper';
import { pushProductView } from './tracking';
import { useSelection } from './use-selection';
import styles from './ProductItem.module.css';

// Below the first screen: documents, reviews and questions are lazy parts, so their code is
// not part of what the page runs before it answers a tap, and each hydrates on its own once
// loaded. The server renders them in full (prerender waits for lazy parts): nothing moves.
const LazyProductDocuments = lazy(() => import('./ProductDocuments').then((module) => ({ default: module.ProductDocuments })));
const LazyProductGuides = lazy(() => import('./ProductGuides').then((module) => ({ default: module.ProductGuides })));
// Dialogs a tap opens: their code is fetched then, not before the page answers taps.
const LazyRestockAlertDialog = lazy(() => import('./RestockAlert').then((module) => ({ default: module.RestockAlertDialog })));
const LazyOptionGuideDialog = lazy(() => import('./OptionGuideDialog').then((module) => ({ default: module.OptionGuideDialog })));
// Breadcrumbs and the reviews line are on the first screen but are only links: the server's
// HTML shows them at once, and their code (one chunk) comes after the page's own.
const LazyBreadcrumbs = lazy(() => import('./first-screen-extras').then((module) => ({ default: module.Breadcrumbs })));
const LazyReviewSummary = lazy(() => import('./first-screen-extras').then((module) => ({ default: module.ReviewSummary })));

/** Brand, name, price (or the 가격문의 line) and the reviews line. */
function ProductHeadline({ product }: { product: ProductDetail }) {
  return (
    <>
      <p className={styles.brand}>{product.brandName}</p>
      <h1 className={styles.name}>{product.productName}</h1>
      {/* 가격문의 상품 at 판매가 0 (value-rules/prices.ts): no price, and not sold online. */}
      {product.inquiryProductYn === 'Y' && product.sellingPrice === 0 ? (
        <p className={styles.muted}>가격문의 상품입니다. 가격은 고객센터로 문의해 주세요.</p>
      ) : (
        <PriceBlock price={product.price} priceDiscount={product.priceDiscount} vatRate={product.vatRate} />
      )}
      <Suspense fallback={<p className={styles.reviewSummary} />}>
        <LazyReviewSummary count={product.reviewCnt} average={product.reviewAvg} />
      </Suspense>
    </>
  );
}

interface ProductOptionsProps extends ComponentProps<typeof OptionSelector> {
  isPending: boolean;
  isError: boolean;
}

/** The option choice once the rows have loaded (a product without option levels has none). */
function ProductOptions({ isPending, isError, tree, ...selector }: ProductOptionsProps) {
  return isPending ? (
    <p className={styles.muted}>옵션을 불러오는 중이에요.</p>
  ) : isError ? (
    <p role="alert">옵션을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.</p>
  ) : tree.levels.length > 0 ? (
    <OptionSelector tree={tree} {...selector} />
  ) : null;
}

/** 공유하기, with the product's name, picture and price. */
function ProductShare({ product }: { product: ProductDetail }) {
  return (
    <ShareButtons
      url={paths.productItem(product.productNo)}
      title={product.productName}
      description={product.brandName}
      imageUrl={product.imageUrl}
      price={computeOptionPrice({ price: product.price, priceDiscount: product.priceDiscount, vatRate: product.vatRate }).price}
    />
  );
}

/** 상품 설명: the product's own HTML. */
function ProductDescription({ html }: { html: string }) {
  return (
    <section className={styles.description} aria-labelledby="description-heading">
      <h2 id="description-heading" className={styles.subHeading}>
        상품 설명
      </h2>
      {/*
        Cleaned by the server's strict allow-list on every read (catalogue/description.ts: known
        tags and attributes only, every other bracket escaped). Not cleaned again here: the
        browser-side cleaner would add ~10 kB to the product page's start-up JavaScript, over its
        budget (startup-budgets.json), for HTML that only this server writes.
      */}
      <div className={styles.descriptionBody} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

/** Below the first screen, each part lazy: guides, documents, reviews and questions. */
function BelowTheFold({ product, delivery }: { product: ProductDetail; delivery: ReturnType<typeof appliedDelivery> }) {
  return (
    <>
      <Suspense fallback={null}>
        <LazyProductGuides notice={product.notice} delivery={delivery} />
      </Suspense>
      <Suspense fallback={null}>
        <LazyProductDocuments productNo={product.productNo} />
      </Suspense>
      <Suspense fallback={null}>
        <LazyProductReviews productNo={product.productNo} />
      </Suspense>
      <Suspense fallback={null}>
        <LazyProductQna productNo={product.productNo} />
      </Suspense>
    </>
  );
}

/** The product page once the product is known; options and delivery load alongside. */
export function ProductItemView({ product }: { product: ProductDetail }) {
  const options = useQuery(optionRowsQuery(product.productNo));
  const deliveries = useQuery(deliveriesQuery(product.productNo));
  const methods = useQuery(deliveryMethodsQuery);
  const tree = useMemo(() => buildOptionTree(options.data ?? []), [options.data]);
  const selection = useSelection();
  const [restockRow, setRestockRow] = useState<ProductOptionRow>();
  const [guideLevel, setGuideLevel] = useState<number>();
  // A product without option levels sells its single row directly.
  const delivery = appliedDelivery(deliveries.data ?? []);
  const singleRow = options.data?.length === 1 && tree.levels.length === 0 ? options.data[0] : undefined;
  const { add } = selection;

  useEffect(() => pushProductView(product), [product]);
  // 최근 본 상품: the member's list on the server, a guest's in this browser (docs/mypage.md).
  useEffect(() => noteProductView(product.productNo), [product.productNo]);
  useEffect(() => {
    if (singleRow && rowStatus(singleRow) === 'AVAILABLE') add(singleRow);
  }, [singleRow, add]);

  const useBoxes = (boxes: number) => {
    const only = selection.lines.length === 1 ? selection.lines[0] : undefined;
    if (only) selection.setQty(only.row.itemGroupSeq, boxes);
  };

  return (
    <article className={styles.page}>
      <Suspense fallback={<div className={styles.breadcrumbs} />}>
        <LazyBreadcrumbs product={product} />
      </Suspense>
      <div className={styles.top}>
        <Gallery productNo={product.productNo} productName={product.productName} images={product.imageList ?? []} />
        <div className={styles.summary}>
          <ProductHeadline product={product} />
          <CouponDownloadButton productNo={product.productNo} />
          <LikeButton productNo={product.productNo} initiallyLiked={product.like} />
          <ProductOptions isPending={options.isPending} isError={options.isError} tree={tree} onComplete={(row) => add(row)} onRestockAlert={setRestockRow} onGuide={setGuideLevel} />
          <SelectedLines lines={selection.lines} onQuantity={selection.setQty} onRemove={selection.remove} removable={!singleRow} />
          {product.tileSpec ? <TileHelper spec={product.tileSpec} onUseBoxes={selection.lines.length === 1 ? useBoxes : undefined} /> : null}
          <PurchaseActions productNo={product.productNo} optionGroupSeq={product.optionGroupSeq ?? product.productNo} lines={selection.lines} />
          <SampleRequest
            productNo={product.productNo}
            optionGroupSeq={product.optionGroupSeq ?? product.productNo}
            sampleable={product.sampleYn === 'Y'}
            rows={options.data ?? []}
          />
          <DeliveryInfo deliveries={deliveries.data ?? []} methodNames={methods.data ?? new Map()} />
          <ProductShare product={product} />
        </div>
      </div>
      <ProductDescription html={product.descriptionHtml} />
      <BelowTheFold product={product} delivery={delivery} />
      {restockRow ? (
        <Suspense fallback={null}>
          <LazyRestockAlertDialog productNo={product.productNo} row={restockRow} onClose={() => setRestockRow(undefined)} />
        </Suspense>
      ) : null}
      {guideLevel === undefined ? null : (
        <Suspense fallback={null}>
          <LazyOptionGuideDialog level={guideLevel} optionName={tree.levels[guideLevel]?.optionName} product={product} onClose={() => setGuideLevel(undefined)} />
        </Suspense>
      )}
    </article>
  );
}
