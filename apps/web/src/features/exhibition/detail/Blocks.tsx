import type { ExhibitionBlock } from '@maru/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { RichText } from '@/features/board';
import { ProductCard } from '@/features/catalogue';
import styles from '../Exhibition.module.css';
import { CouponBlock } from './CouponBlock';
import { exhibitionHtml } from './rich-text';

type BlockOf<Kind extends ExhibitionBlock['kind']> = Extract<ExhibitionBlock, { kind: Kind }>;

function ImageBlock({ block, eager }: { block: BlockOf<'IMAGE'>; eager: boolean }) {
  const image = (
    <img src={block.image.url} width={block.image.width} height={block.image.height} alt={block.alt} loading={eager ? 'eager' : 'lazy'} decoding="async" />
  );
  return <figure className={styles.figure}>{block.linkUrl ? <Link to={block.linkUrl}>{image}</Link> : image}</figure>;
}

function ProductGroup({ block }: { block: BlockOf<'PRODUCT'> }) {
  const headingId = useId();
  if (block.productList.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.blockTitle}>
        {block.title}
      </h2>
      <ul className={styles.products}>
        {block.productList.map((product) => (
          <li key={product.productNo}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface BlocksProps {
  blocks: readonly ExhibitionBlock[];
  /** Ended exhibitions keep their contents but no longer hand out coupons. */
  ended: boolean;
}

/** The blocks in the editor's order. */
export function Blocks({ blocks, ended }: BlocksProps) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block, index) => (
        // Blocks have no ids of their own; their order is fixed by the answer.
        <div key={index} data-testid="exhibition-block" data-kind={block.kind}>
          {block.kind === 'IMAGE' ? <ImageBlock block={block} eager={index === 0} /> : null}
          {block.kind === 'EDITOR' ? <RichText html={block.html} allow={exhibitionHtml} className={styles.rich} /> : null}
          {block.kind === 'PRODUCT' ? <ProductGroup block={block} /> : null}
          {block.kind === 'COUPON' ? <CouponBlock block={block} ended={ended} /> : null}
        </div>
      ))}
    </div>
  );
}
