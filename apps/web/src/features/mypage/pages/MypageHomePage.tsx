import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { withQueryClient } from '@/shared/query';
import { paths } from '@/shared/routing';
import { Spinner } from '@/shared/ui';
import { fetchMypageHome, mypageKeys } from '../api/mypage-api';
import { HomeGlances } from '../home/HomeGlances';
import { OrderStatusStrip } from '../orders/OrderStatusStrip';
import { SignOutButton } from '../profile/SignOutButton';
import styles from '../profile/mypage.module.css';

const sections = [
  {
    title: '쇼핑',
    links: [
      { to: paths.mypage.orderList(), label: '주문 내역' },
      { to: paths.mypage.orderCancelList(), label: '취소·반품 내역' },
      { to: paths.mypage.wish(), label: '위시리스트' },
      { to: paths.mypage.productHistory(), label: '최근 본 상품' },
    ],
  },
  {
    title: '혜택',
    links: [
      { to: paths.mypage.coupon(), label: '쿠폰' },
      { to: paths.mypage.point(), label: '적립금' },
      { to: paths.mypage.invitation(), label: '친구 초대' },
    ],
  },
  {
    title: '활동',
    links: [
      { to: paths.mypage.reviewBefore(), label: '상품 후기' },
      { to: paths.mypage.inquiry(), label: '1:1 문의' },
      { to: paths.mypage.bookmark(), label: '스크랩' },
    ],
  },
  {
    title: '회원 정보',
    links: [
      { to: paths.mypage.profile(), label: '내 정보' },
      { to: paths.mypage.address(), label: '배송지 관리' },
      { to: paths.mypage.businessMember(), label: '사업자 회원 전환' },
    ],
  },
] as const;

function MypageHomePage() {
  usePageTitle('마이페이지');
  const { data: home, isError, refetch } = useQuery({ queryKey: mypageKeys.home, queryFn: ({ signal }) => fetchMypageHome(signal) });
  return (
    <section className={styles.page} aria-labelledby="mypage-title">
      <h1 id="mypage-title" className={styles.title}>
        마이페이지
      </h1>
      <div className={styles.greeting}>
        {home ? (
          <p>
            <strong>{home.greetingName}</strong>님, 안녕하세요.
            {home.membership === 'BUSINESS' ? <span className={styles.badge}>사업자 회원</span> : null}
          </p>
        ) : isError ? (
          <p role="alert">
            회원 정보를 불러오지 못했습니다.{' '}
            <button type="button" className={styles.inlineButton} onClick={() => void refetch()}>
              다시 시도
            </button>
          </p>
        ) : (
          <Spinner label="회원 정보를 불러오는 중" />
        )}
        <SignOutButton />
      </div>
      <HomeGlances home={home} />
      <OrderStatusStrip />
      <nav aria-label="마이페이지 메뉴" className={styles.sections}>
        {sections.map((section) => (
          <section key={section.title} aria-labelledby={`mypage-${section.title}`}>
            <h2 id={`mypage-${section.title}`}>{section.title}</h2>
            <ul>
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </section>
  );
}

export default withQueryClient(MypageHomePage);
