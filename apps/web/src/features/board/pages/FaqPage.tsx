import { commonCodesQuery, useCodeGroup } from '@/shared/codes';
import { queryClient, withQueryClient } from '@/shared/query';
import { ComingSoon } from '@/shared/ui';
import { FAQ_CATEGORY_GROUP } from '../faq-codes';
import styles from './FaqPage.module.css';

// The route loader fills the query cache; the page reads the same query without a spinner.
export const loader = () => queryClient.ensureQueryData(commonCodesQuery);

function FaqPage() {
  const categories = useCodeGroup(FAQ_CATEGORY_GROUP);
  return (
    <>
      <ComingSoon title="자주 묻는 질문" />
      {categories.length > 0 ? (
        <section className={styles.categories} aria-labelledby="faq-categories">
          <h2 id="faq-categories">질문 분류</h2>
          <ul>
            {categories.map((category) => (
              <li key={category.code}>{category.codeName}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export default withQueryClient(FaqPage);
