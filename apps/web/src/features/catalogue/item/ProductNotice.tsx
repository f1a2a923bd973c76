import type { ProductDetail } from '../api/schemas';
import styles from './ProductItem.module.css';

/** 상품정보제공고시: the items of the product's group in the 고시's order, as the console filled them. */
export function ProductNotice({ notice }: { notice: ProductDetail['notice'] }) {
  return (
    <section className={styles.guide} aria-labelledby="notice-heading">
      <h2 id="notice-heading" className={styles.subHeading}>
        상품정보제공고시
      </h2>
      {notice && notice.rows.length > 0 ? (
        <table className={styles.noticeTable} data-testid="product-notice">
          <caption className={styles.hidden}>{notice.groupLabel}</caption>
          <tbody>
            {notice.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.muted}>상품 정보를 준비하고 있어요. 궁금한 점은 상품 문의로 남겨 주세요.</p>
      )}
    </section>
  );
}
