import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Delivery } from '../api/schemas';
import { ProductNotice } from './ProductNotice';
import { ReviewSummary } from './ReviewSummary';
import { ShippingGuide } from './ShippingGuide';

const tileFreight: Delivery = { deliverySeq: 1, deliveryMethod: 'FREIGHT', methodName: '화물', deliveryFee: 35_000, freeOver: 500_000, payType: 'PREPAY', payTypeName: '선불', groupKey: 'F-1' };
const sofaArrival: Delivery = { ...tileFreight, deliveryFee: 45_000, freeOver: null, payType: 'ARRIVAL', payTypeName: '착불' };
const freeDirect: Delivery = { ...tileFreight, deliveryMethod: 'DIRECT', methodName: '직접배송', deliveryFee: 0, freeOver: null };

describe('상품정보제공고시', () => {
  it('shows the rows as label and value, in the order the server gave (the 고시 order)', () => {
    render(
      <ProductNotice
        notice={{
          groupLabel: '가구(침대/소파/싱크대/DIY제품)',
          rows: [
            { key: 'productName', label: '품명', value: '포엠 3인 소파' },
            { key: 'kcCertification', label: 'KC 인증 필 유무', value: '해당 없음' },
          ],
        }}
      />,
    );
    const rows = within(screen.getByRole('table', { name: '가구(침대/소파/싱크대/DIY제품)' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['품명포엠 3인 소파', 'KC 인증 필 유무해당 없음']);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('품명');
  });

  it('says it is being prepared when the console has not saved one', () => {
    render(<ProductNotice notice={null} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/상품 정보를 준비하고 있어요/)).toBeTruthy();
  });
});

describe('배송·교환·반품 안내', () => {
  const guide = (delivery: Delivery) => {
    render(<ShippingGuide delivery={delivery} />);
    return screen.getByRole('region', { name: '배송·교환·반품 안내' }).textContent ?? '';
  };

  it('states the prepaid fee, the 도서산간 surcharges and the return fee one way and both ways', () => {
    const text = guide(tileFreight);
    expect(text).toContain('이 상품은 화물로 보내 드려요. 배송비: 35,000원 선불 (500,000원 이상 구매 시 무료)');
    expect(text).toContain('제주 지역은 3,000원, 그 밖의 도서산간 지역은 5,000원의 추가 배송비');
    expect(text).toContain('반품 배송비 35,000원을 내 주세요. 무료 배송으로 받으셨다면 왕복 배송비 70,000원이 들어요.');
    expect(text).toContain('받으신 날부터 7일 안에');
    expect(text).toContain('3개월, 그 사실을 아신 날부터 30일 안에');
    expect(text).toContain('오가는 배송비는 모두 마루가 부담해요');
  });

  it('sends 착불 carriage, surcharges included, to the carrier', () => {
    const text = guide(sofaArrival);
    expect(text).toContain('배송비: 45,000원 착불');
    expect(text).toContain('운송비를 운송사에 직접 내 주세요');
    expect(text).not.toContain('제주 지역은');
  });

  it('charges no return fee for a product that ships without one', () => {
    expect(guide(freeDirect)).toContain('이 상품은 직접배송으로 보내 드려요. 배송비: 무료');
    expect(screen.getByText(/반품 배송비도 받지 않아요/)).toBeTruthy();
  });
});

describe('the reviews line by the price', () => {
  it('shows the stars, average and count, linking to the reviews', () => {
    render(<ReviewSummary count={1234} average={4.26} />);
    const link = screen.getByRole('link', { name: '평점 4.3점, 리뷰 1,234개 보기' });
    expect(link.getAttribute('href')).toBe('#reviews-heading');
    expect(link.textContent).toContain('★★★★☆ 4.3 · 리뷰 1,234개');
  });

  it('says there are none yet instead of 0 stars', () => {
    render(<ReviewSummary count={0} average={0} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('아직 리뷰가 없어요')).toBeTruthy();
  });
});
