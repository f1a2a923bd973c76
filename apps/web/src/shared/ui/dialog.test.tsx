import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, Dialog } from '@/shared/ui';

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>옵션 안내 보기</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="옵션 안내" footer={<Button onClick={() => setOpen(false)}>확인</Button>}>
        <p>옵션을 고르세요.</p>
      </Dialog>
    </>
  );
}

/** A dialog with a search form of its own, opened from inside an order form (the checkout's postcode search). */
function NestedFormHarness(outer: { onSubmit: () => void; onChange: () => void; onReset: () => void; onInvalid: () => void }) {
  const [open, setOpen] = useState(false);
  const [searched, setSearched] = useState(0);
  return (
    <form
      aria-label="주문서"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        outer.onSubmit();
      }}
      onChange={outer.onChange}
      onReset={outer.onReset}
      onInvalid={outer.onInvalid}
    >
      <Button onClick={() => setOpen(true)}>주소 검색</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="우편번호 찾기">
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setSearched((count) => count + 1);
          }}
        >
          <input aria-label="도로명" type="search" required />
          <Button type="submit">검색</Button>
          <Button type="reset">지우기</Button>
        </form>
        <p>검색 {searched}번</p>
      </Dialog>
      <Button type="submit">결제하기</Button>
    </form>
  );
}

describe('Dialog', () => {
  it('keeps the form events of its content from the form it was opened in', async () => {
    const user = userEvent.setup();
    const outer = { onSubmit: vi.fn(), onChange: vi.fn(), onReset: vi.fn(), onInvalid: vi.fn() };
    render(<NestedFormHarness {...outer} />);
    await user.click(screen.getByRole('button', { name: '주소 검색' }));
    const field = screen.getByRole('searchbox', { name: '도로명' });

    // An empty required field fires invalid when the dialog's form is checked.
    (field as HTMLInputElement).form!.checkValidity();
    await user.type(field, '테헤란로 123');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await user.type(field, '{Enter}');
    await user.click(screen.getByRole('button', { name: '지우기' }));

    expect(screen.getByText('검색 2번')).toBeTruthy();
    expect(outer.onSubmit).not.toHaveBeenCalled();
    expect(outer.onChange).not.toHaveBeenCalled();
    expect(outer.onReset).not.toHaveBeenCalled();
    expect(outer.onInvalid).not.toHaveBeenCalled();

    // The outer form itself still submits.
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: '결제하기' }));
    expect(outer.onSubmit).toHaveBeenCalledTimes(1);
  });


  it('is a labelled modal that takes focus and keeps Tab inside', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: '옵션 안내 보기' }));

    const dialog = screen.getByRole('dialog', { name: '옵션 안내' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const close = screen.getByRole('button', { name: '닫기' });
    const confirm = screen.getByRole('button', { name: '확인' });
    expect(document.activeElement).toBe(close);

    await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    const opener = screen.getByRole('button', { name: '옵션 안내 보기' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
