import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from '@/shared/layout';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('offline banner', () => {
  it('follows the browser online/offline events', () => {
    render(<OfflineBanner />);
    expect(screen.queryByText(/오프라인 상태입니다/)).toBeNull();

    goOffline(true);
    expect(screen.getByRole('status').textContent).toContain('오프라인 상태입니다');

    goOffline(false);
    expect(screen.queryByText(/오프라인 상태입니다/)).toBeNull();
  });
});
