import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreviewFrames } from './PreviewFrames';

afterEach(() => vi.unstubAllGlobals());

function answer(token: string) {
  return new Response(JSON.stringify({ code: 0, data: { token, expiresAt: '2026-12-24T03:30:00.000Z' } }), { headers: { 'content-type': 'application/json' } });
}

describe('the console’s preview frames', () => {
  it('opens the shop page with a token at 360 and 1280 px, and asks again as a member', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return answer(bodies.length === 1 ? 'aa.11' : 'bb.22');
    }));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PreviewFrames path="/exhibition/40?tab=1" items={[{ kind: 'exhibition', id: 40 }]} title="기획전 40" />
      </QueryClientProvider>,
    );
    const phone = await screen.findByTitle('기획전 40 미리보기 — 휴대폰 360px, 비회원');
    expect(phone.getAttribute('src')).toBe('/exhibition/40?tab=1&maruPreview=aa.11');
    expect(screen.getByTitle('기획전 40 미리보기 — PC 1280px, 비회원').getAttribute('width')).toBe('1280');

    await userEvent.click(screen.getByRole('button', { name: '회원으로' }));
    expect((await screen.findByTitle('기획전 40 미리보기 — 휴대폰 360px, 회원')).getAttribute('src')).toBe('/exhibition/40?tab=1&maruPreview=bb.22');
    expect(bodies).toEqual([
      { items: [{ kind: 'exhibition', id: 40 }], viewAs: 'GUEST' },
      { items: [{ kind: 'exhibition', id: 40 }], viewAs: 'MEMBER' },
    ]);
  });
});
