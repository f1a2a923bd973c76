import { ApiCode, type CouponDownloadView } from '@maru/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BenefitChoiceInput } from '@maru/domain';
import { BenefitSection } from '../checkout/BenefitSection';
import { cleanChoice } from '../checkout/use-benefit-choice';
import { CouponListView } from '../coupons/CouponListView';
import { envelope, held, refusal, renderAt, sheetBenefits, stubFetch } from '../test/benefit-fixtures';
import { CouponCodeBox } from './CouponCodeBox';

// Issue 26: the code box in my page's coupons and at checkout.

const freeShipping: CouponDownloadView = {
  memberCoupon: held({ memberCouponId: 31, couponId: 9, name: '쇼룸 방문 고객 무료배송', benefitType: 'FREE_DELIVERY', kind: 'SHIPPING', amount: 0, benefitLabel: '무료배송' }),
  coupon: { couponId: 9, couponName: '쇼룸 방문 고객 무료배송' },
};

/** The code call answered by `answer`; every call recorded. */
const codeServer = (answer: () => Response) => stubFetch((call) => (call.path === '/api/coupon/v1/code' ? answer() : undefined));

afterEach(() => vi.unstubAllGlobals());

describe('the coupon code box', () => {
  it('sends the typed code with Enter, says which coupon came and hands it on, without submitting the form around it', async () => {
    const user = userEvent.setup();
    const calls = codeServer(() => envelope(freeShipping));
    const onRedeemed = vi.fn();
    const submitted = vi.fn();
    render(
      <form onSubmit={(event) => (event.preventDefault(), submitted())}>
        <CouponCodeBox onRedeemed={onRedeemed} />
      </form>,
    );
    const input = screen.getByLabelText('쿠폰 코드 등록') as HTMLInputElement;
    await user.type(input, 'showroomvisit{Enter}');
    await screen.findByText('‘쇼룸 방문 고객 무료배송’ 쿠폰을 받았습니다.');
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([['POST', '/api/coupon/v1/code', { code: 'showroomvisit' }]]);
    expect(onRedeemed).toHaveBeenCalledWith(freeShipping);
    expect(input.value).toBe('');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal and marks the field; an empty box asks for a code without a call', async () => {
    const user = userEvent.setup();
    const calls = codeServer(() => refusal(ApiCode.COUPON_ALREADY_DOWNLOADED, '이미 받은 쿠폰입니다.'));
    const onRedeemed = vi.fn();
    render(<CouponCodeBox onRedeemed={onRedeemed} />);
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(screen.getByText('쿠폰 코드를 입력해 주세요.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText('쿠폰 코드 등록'), 'MARUHOME');
    await user.click(screen.getByRole('button', { name: '등록' }));
    await screen.findByText('이미 받은 쿠폰입니다.');
    expect(screen.getByLabelText('쿠폰 코드 등록').getAttribute('aria-invalid')).toBe('true');
    expect(onRedeemed).not.toHaveBeenCalled();
  });
});

describe('the code box at checkout', () => {
  it('chooses the coupon received at once: a free-shipping one as the shipping coupon', async () => {
    const user = userEvent.setup();
    codeServer(() => envelope(freeShipping));
    const changes: BenefitChoiceInput[] = [];
    function Host() {
      const [choice, setChoice] = useState<BenefitChoiceInput>({ productCouponId: 11 });
      return <BenefitSection benefits={sheetBenefits()} choice={choice} disabled={false} onChange={(patch) => (changes.push(patch), setChoice((current) => cleanChoice({ ...current, ...patch })))} />;
    }
    render(<Host />);
    await user.type(screen.getByLabelText('쿠폰 코드 등록'), 'SHOWROOMVISIT');
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await screen.findByText('‘쇼룸 방문 고객 무료배송’ 쿠폰을 받았습니다. 이 주문에 바로 적용합니다.');
    expect(changes).toEqual([{ shippingCouponId: 31 }]);
  });
});

describe('the code box in my coupons', () => {
  it('reads the list again once a coupon came, so it shows there', async () => {
    const user = userEvent.setup();
    let listed = [held()];
    const calls = stubFetch((call) => {
      if (call.path === '/api/coupon/v1/code') {
        listed = [...listed, freeShipping.memberCoupon];
        return envelope(freeShipping);
      }
      if (call.path === '/api/mypage/v1/coupon/list') return envelope({ list: listed, page: 1, pageSize: 20, total: listed.length, counts: { usable: listed.length, used: 0, expired: 0 } });
      return undefined;
    });
    renderAt(<CouponListView />, '/mypage/coupon');
    expect(await screen.findAllByTestId('coupon')).toHaveLength(1);
    await user.type(screen.getByLabelText('쿠폰 코드 등록'), 'SHOWROOMVISIT{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('coupon')).toHaveLength(2));
    expect(calls.filter((call) => call.path === '/api/mypage/v1/coupon/list')).toHaveLength(2);
  });
});
