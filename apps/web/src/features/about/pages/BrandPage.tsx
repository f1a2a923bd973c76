import { withQueryClient } from '@/shared/query';
import { AboutFrame, Sections, TitledList } from '../AboutFrame';
import styles from '../About.module.css';
import { aboutPage } from '../about-seo';

export const { loader, meta } = aboutPage('brand');

function BrandPage() {
  return (
    <AboutFrame page="brand">
      {(brand) => (
        <>
          <Sections sections={brand.sections} />
          <TitledList heading="마루가 지키는 것" className={styles.cards} items={brand.principles} />
          <TitledList heading="타일을 고르는 방법" ordered className={styles.steps} items={brand.tileSelection} />
        </>
      )}
    </AboutFrame>
  );
}

export default withQueryClient(BrandPage);
