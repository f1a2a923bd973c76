import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderAt, stubFetch } from '../test/benefit-fixtures';
import { InvitationView } from './InvitationView';

const invitation = {
  recommendCode: 'MARU7K2Q',
  shareUrl: '/join?recommendCd=MARU7K2Q',
  reward: { inviterPoints: 3_000, inviteePoints: 3_000 },
  invitees: [
    { name: '김*수', joinedAt: '2026-11-02T00:00:00Z', rewarded: true, rewardedAt: '2026-11-20T00:00:00Z' },
    { name: '이*', joinedAt: '2026-11-10T00:00:00Z', rewarded: false, rewardedAt: null },
  ],
  rewardsEarned: 3_000,
};

function renderInvitation(writeText: (text: string) => Promise<void>) {
  stubFetch((call) => (call.path === '/api/mypage/v1/invitation' ? envelope(invitation) : undefined));
  vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
  return renderAt(<InvitationView />, '/mypage/invitation');
}

afterEach(() => vi.restoreAllMocks());

describe('my invitation page', () => {
  it('shows the code, the whole share link, the invitees and the rewards; copies the code', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    renderInvitation(writeText);
    expect((await screen.findByTestId('recommend-code')).textContent).toBe('MARU7K2Q');
    expect(screen.getByText(`${window.location.origin}/join?recommendCd=MARU7K2Q`)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '초대한 친구 2명' })).toBeTruthy();
    expect(screen.getByText('적립 완료 2026.11.20')).toBeTruthy();
    expect(screen.getByText('첫 구매확정 전')).toBeTruthy();
    expect(screen.getByTestId('invitation-rewards').textContent).toBe('3,000원');
    await user.click(screen.getByRole('button', { name: '코드 복사' }));
    expect(writeText).toHaveBeenCalledWith('MARU7K2Q');
    expect(await screen.findByText('추천인 코드를 복사했습니다.')).toBeTruthy();
  });

  it('says 복사에 실패했습니다 when the clipboard refuses', async () => {
    const user = userEvent.setup();
    renderInvitation(async () => {
      throw new Error('denied');
    });
    await user.click(await screen.findByRole('button', { name: '링크 복사' }));
    expect(await screen.findByText('복사에 실패했습니다.')).toBeTruthy();
  });
});
