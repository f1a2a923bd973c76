import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BenefitChoiceInput, SheetBenefitsView } from '@maru/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sheetBenefits, sheetCoupon } from '../test/benefit-fixtures';
import { BenefitSection } from './BenefitSection';
import { cleanChoice } from './use-benefit-choice';

/** The section inside a form, as on the checkout; records every change and any submit. */
function renderSection(benefits: SheetBenefitsView) {
  const changes: BenefitChoiceInput[] = [];
  const submitted = vi.fn();
  function Host() {
    const [choice, setChoice] = useState<BenefitChoiceInput>({});
    return (
      <form onSubmit={(event) => (event.preventDefault(), submitted())}>
        <BenefitSection
          benefits={benefits}
          choice={choice}
          disabled={false}
          onChange={(patch) => {
            changes.push(patch);
            setChoice((current) => cleanChoice({ ...current, ...patch }));
          }}
        />
        <button type="submit">결제하기</button>
      </form>
    );
  }
  render(<Host />);
  return { changes, submitted };
}

describe('the checkout’s coupons and points', () => {
  it('lists usable coupons with what each takes off, and unusable ones disabled with the reason', async () => {
    const user = userEvent.setup();
    const { changes } = renderSection(
      sheetBenefits({
        productCoupons: [sheetCoupon(), sheetCoupon({ memberCouponId: 13, name: '5만원 이상 쿠폰', usable: false, discount: 0, reason: '50,000원 이상 구매 시 사용할 수 있습니다.' })],
      }),
    );
    const select = screen.getByLabelText('상품 쿠폰') as HTMLSelectElement;
    const options = [...select.options].map((option) => [option.textContent, option.disabled]);
    expect(options).toEqual([
      ['선택 안 함 (사용 가능 1장)', false],
      ['첫 구매 5천원 할인 · 5,000원 할인 (-5,000원)', false],
      ['5만원 이상 쿠폰 (사용 불가: 50,000원 이상 구매 시 사용할 수 있습니다.)', true],
    ]);
    await user.selectOptions(select, '11');
    expect(changes).toEqual([{ productCouponId: 11 }]);
    expect(screen.getByText('30,000원 이상 구매 시 · 전 상품')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('배송비 쿠폰'), '12');
    await user.selectOptions(select, '');
    expect(changes.slice(1)).toEqual([{ shippingCouponId: 12 }, { productCouponId: undefined }]);
  });

  it('rounds typed points down to 100원 within the order’s limit, on Enter without paying', async () => {
    const user = userEvent.setup();
    const { changes, submitted } = renderSection(sheetBenefits());
    const input = screen.getByLabelText('적립금') as HTMLInputElement;
    await user.type(input, '1,234{Enter}');
    expect(submitted).not.toHaveBeenCalled();
    expect(changes).toEqual([{ usePoints: 1_200 }]);
    expect(input.value).toBe('1,200');
    expect(screen.getByText(/1,200원으로 맞췄습니다/)).toBeTruthy();

    await user.clear(input);
    await user.type(input, '9000');
    fireEvent.blur(input);
    expect(changes.at(-1)).toEqual({ usePoints: 4_500 });
    expect(input.value).toBe('4,500');
  });

  it('전액 사용 takes the most this order allows', async () => {
    const user = userEvent.setup();
    const { changes } = renderSection(sheetBenefits());
    expect(screen.getByTestId('point-balance').textContent).toBe('4,550원');
    expect(screen.getByText('이 주문에 최대 4,500원')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '전액 사용' }));
    expect(changes).toEqual([{ usePoints: 4_500 }]);
  });

  it('offers no points below the minimum balance, and says why; no coupons held says so', () => {
    renderSection(sheetBenefits({ productCoupons: [], points: { balance: 800, maxUsable: 0, minBalance: 1_000, unit: 100 } }));
    expect((screen.getByLabelText('적립금') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '전액 사용' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('적립금은 1,000원 이상 모이면 사용할 수 있습니다.')).toBeTruthy();
    const select = screen.getByLabelText('상품 쿠폰') as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(select.options[0]!.textContent).toBe('보유한 쿠폰이 없습니다');
  });
});
