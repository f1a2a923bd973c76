import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { shopInfo } from '@/shared/config';
import { withQueryClient } from '@/shared/query';
import { paths, pathTo } from '@/shared/routing';
import { type Fact, FactList } from '@/shared/ui';
import styles from './Footer.module.css';
import { showroomFactsQuery } from './showroom-facts';

const footerLinks = [
  { label: '브랜드 소개', to: paths.aboutBrand() },
  { label: '회사 소개', to: paths.aboutCompany() },
  { label: '쇼룸', to: paths.showroom() },
  { label: '공지사항', to: paths.notices() },
  { label: '자주 묻는 질문', to: paths.faq() },
  { label: '이용약관', to: paths.policy('terms') },
  // Korean privacy law asks for the privacy policy to stand out from the other links.
  { label: '개인정보처리방침', to: paths.policy('privacy'), emphasised: true },
  { label: '구매 및 결제 약관', to: paths.policy('payment') },
];

/** Where the showrooms are and when they open, in the showroom module's words; nothing while they load. */
function FooterShowrooms() {
  const { data } = useQuery(showroomFactsQuery);
  if (!data?.list.length) return null;
  return (
    <section className={styles.showrooms} aria-labelledby="footer-showroom">
      <h2 id="footer-showroom" className={styles.heading}>
        쇼룸
      </h2>
      <ul className={styles.offices}>
        {data.list.map((office) => (
          <li key={office.slug} data-testid="footer-showroom">
            {/* Plain text: the page above often links the same name (the showroom pages), and the links row has 쇼룸. */}
            <strong className={styles.officeName}>{office.name}</strong>
            <p>{office.address}</p>
            <p>
              {office.openingHours} · {office.weeklyClosed} 휴무
            </p>
          </li>
        ))}
      </ul>
      <p>
        <Link to={pathTo('route')}>오시는 길</Link>
      </p>
    </section>
  );
}

function FooterContent() {
  const businessFacts: Fact[] = [
    { label: '상호', value: shopInfo.companyName },
    { label: '대표자', value: shopInfo.ceo },
    { label: '주소', value: shopInfo.address },
    { label: '전화', value: shopInfo.phone },
    { label: '이메일', value: shopInfo.email },
    {
      label: '사업자등록번호',
      value: (
        <>
          {shopInfo.bizNo}{' '}
          <a href={shopInfo.bizInfoUrl} target="_blank" rel="noopener noreferrer" className={styles.bizInfo}>
            사업자정보 확인<span className={styles.newWindow}> (새 창)</span>
          </a>
        </>
      ),
    },
    { label: '통신판매업 신고번호', value: shopInfo.mailOrderNo },
    { label: '개인정보보호책임자', value: shopInfo.privacyOfficer },
    { label: '호스팅 제공자', value: shopInfo.hosting },
  ];

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="회사 및 고객 안내" className={styles.links}>
          <ul>
            {footerLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={link.emphasised ? styles.emphasised : undefined} viewTransition>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className={styles.service} aria-labelledby="footer-cs">
          <h2 id="footer-cs" className={styles.heading}>
            고객센터
          </h2>
          <p className={styles.phone}>
            <a href={`tel:${shopInfo.phone}`}>{shopInfo.phone}</a>
          </p>
          <p>운영 시간: {shopInfo.csHours}</p>
          <p>
            <a href={`mailto:${shopInfo.email}`}>{shopInfo.email}</a>
          </p>
        </section>

        <FooterShowrooms />

        <section className={styles.business} aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.heading}>
            {shopInfo.companyName}
          </h2>
          <FactList facts={businessFacts} className={styles.facts} />
          <p className={styles.copyright}>
            © {new Date().getFullYear()} {shopInfo.companyName}. All rights reserved.
          </p>
        </section>
      </div>
    </footer>
  );
}

export const Footer = withQueryClient(FooterContent);
