import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShareSettings } from '@maru/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyLink } from './copy-link';
import { KAKAO_SDK, kakaoDefaultMessage, type KakaoSdk, loadKakao, shareToKakao } from './kakao';
import { shareSettingsOf, shareSettingsQuery } from './share-settings';
import { ShareButtons } from './ShareButtons';
import { navigatorWith } from '@/test/navigator';

const KEY = '0123456789abcdef0123456789abcdef';
const content = { url: 'https://maru.example/product/7', title: '발도로 마블 타일', description: '체라미케 발도로', imageUrl: 'https://maru.example/p/7.webp', price: 88_000 };

function fakeKakao(initialised = false) {
  let ready = initialised;
  const sdk = {
    init: vi.fn(() => {
      ready = true;
    }),
    isInitialized: () => ready,
    Share: { sendDefault: vi.fn(), sendCustom: vi.fn() },
  } satisfies KakaoSdk;
  window.Kakao = sdk;
  return sdk;
}

afterEach(() => {
  delete window.Kakao;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('KakaoTalk messages', () => {
  it('sends a feed with the picture, the price and a 웹으로 보기 button, after initialising with the key once', async () => {
    const sdk = fakeKakao();
    await shareToKakao({ jsKey: KEY, templateId: null }, 'feed', content);
    await shareToKakao({ jsKey: KEY, templateId: null }, 'feed', content);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledWith(KEY);
    const link = { mobileWebUrl: content.url, webUrl: content.url };
    expect(sdk.Share.sendDefault).toHaveBeenLastCalledWith({
      objectType: 'feed',
      content: { title: '발도로 마블 타일', description: '88,000원 · 체라미케 발도로', imageUrl: content.imageUrl, link },
      buttons: [{ title: '웹으로 보기', link }],
    });
  });

  it('sends text, keeping within Kakao’s 200 characters', async () => {
    const sdk = fakeKakao(true);
    await shareToKakao({ jsKey: KEY, templateId: null }, 'text', content);
    expect(sdk.Share.sendDefault).toHaveBeenCalledWith({
      objectType: 'text',
      text: '발도로 마블 타일\n88,000원 · 체라미케 발도로',
      link: { mobileWebUrl: content.url, webUrl: content.url },
      buttonTitle: '웹으로 보기',
    });
    const long = kakaoDefaultMessage('text', { ...content, description: '가'.repeat(500) }) as { text: string };
    expect(Array.from(long.text)).toHaveLength(200);
  });

  it("sends the shop's custom template with the page's values", async () => {
    const sdk = fakeKakao(true);
    await shareToKakao({ jsKey: KEY, templateId: 12345 }, 'custom', content);
    expect(sdk.Share.sendCustom).toHaveBeenCalledWith({
      templateId: 12345,
      templateArgs: { title: '발도로 마블 타일', description: '체라미케 발도로', imageUrl: content.imageUrl, price: '88,000원', path: 'product/7' },
    });
    expect(sdk.Share.sendDefault).not.toHaveBeenCalled();
  });

  it('loads the SDK once, from Kakao’s CDN with its integrity, and fails clearly when it cannot', async () => {
    const first = loadKakao(KEY);
    const second = loadKakao(KEY);
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    const script = scripts[0]!;
    expect(script.src).toBe(KAKAO_SDK.url);
    expect(script.integrity).toBe(KAKAO_SDK.integrity);
    expect(script.crossOrigin).toBe('anonymous');
    const sdk = fakeKakao();
    script.dispatchEvent(new Event('load'));
    expect(await first).toBe(sdk);
    expect(await second).toBe(sdk);
    expect(sdk.init).toHaveBeenCalledTimes(1);

    delete window.Kakao;
    script.remove();
    const failing = loadKakao(KEY);
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('카카오톡 공유를 불러오지 못했어요.');
    // The failed element is gone, so the next press starts afresh.
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('copyLink', () => {
  it('copies with the Clipboard API, and says so when it is refused', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await copyLink('https://maru.example/p', { clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://maru.example/p');
    expect(await copyLink('x', { clipboard: { writeText: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) } })).toBe('failed');
  });

  it('falls back to execCommand without the Clipboard API, and is unsupported with neither', async () => {
    const execCommand = vi.fn().mockReturnValue(true);
    const page = Object.assign(document.implementation.createHTMLDocument(), { execCommand });
    expect(await copyLink('https://maru.example/p', { document: page })).toBe('copied');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(page.querySelector('textarea')).toBeNull();
    expect(await copyLink('x', {})).toBe('unsupported');
  });
});

describe('ShareButtons', () => {
  let client: QueryClient;
  beforeEach(() => {
    client = new QueryClient();
  });

  const renderWith = (settings: ShareSettings) => {
    client.setQueryData(shareSettingsQuery.queryKey, settings);
    render(
      <QueryClientProvider client={client}>
        <ShareButtons url="/product/7" title="발도로 마블 타일" description="체라미케 발도로" imageUrl="/p/7.webp" price={88_000} />
      </QueryClientProvider>,
    );
  };
  const noKey: ShareSettings = { kakao: { jsKey: null, templateId: null } };

  it('with the Kakao key, shares through the SDK (custom template when the shop has one)', async () => {
    const sdk = fakeKakao(true);
    renderWith({ kakao: { jsKey: KEY, templateId: 777 } });
    await userEvent.click(screen.getByRole('button', { name: '카카오톡 공유' }));
    expect(sdk.Share.sendCustom).toHaveBeenCalledWith(expect.objectContaining({ templateId: 777, templateArgs: expect.objectContaining({ path: 'product/7', imageUrl: `${location.origin}/p/7.webp` }) }));
  });

  it('without a key, shows no Kakao button and offers the Web Share sheet where the browser has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', navigatorWith({ share }));
    renderWith(noKey);
    expect(screen.queryByRole('button', { name: '카카오톡 공유' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '공유하기' }));
    expect(share).toHaveBeenCalledWith({ title: '발도로 마블 타일', text: '체라미케 발도로', url: `${location.origin}/product/7` });
  });

  it('without Web Share, offers 링크 복사 only, and tells how copying went', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', navigatorWith({ share: undefined, clipboard: { writeText } }));
    renderWith(noKey);
    expect(screen.queryByRole('button', { name: '공유하기' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '링크 복사' }));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/product/7`);
    expect(screen.getByRole('status').textContent).toBe('링크를 복사했어요.');
  });

  it('says 링크 복사에 실패했습니다. when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', navigatorWith({ clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } }));
    renderWith(noKey);
    await userEvent.click(screen.getByRole('button', { name: '링크 복사' }));
    expect(screen.getByRole('status').textContent).toBe('링크 복사에 실패했습니다.');
  });

  it('says 지원하지 않는 브라우저입니다. with no clipboard at all', async () => {
    vi.stubGlobal('navigator', navigatorWith({ clipboard: undefined }));
    Object.defineProperty(document, 'execCommand', { value: undefined, configurable: true });
    try {
      renderWith(noKey);
      await userEvent.click(screen.getByRole('button', { name: '링크 복사' }));
      expect(screen.getByRole('status').textContent).toBe('지원하지 않는 브라우저입니다.');
    } finally {
      delete (document as { execCommand?: unknown }).execCommand;
    }
  });
});

describe('shareSettingsOf', () => {
  it('keeps a well-formed key and template and turns anything else into none', () => {
    expect(shareSettingsOf({ kakao: { jsKey: 'abc123', templateId: 7 } })).toEqual({ kakao: { jsKey: 'abc123', templateId: 7 } });
    expect(shareSettingsOf({ kakao: { jsKey: null, templateId: null } })).toEqual({ kakao: { jsKey: null, templateId: null } });
    expect(shareSettingsOf({ kakao: { jsKey: 5, templateId: -1 } })).toEqual({ kakao: { jsKey: null, templateId: null } });
    expect(shareSettingsOf({ kakao: { jsKey: '', templateId: 1.5 } })).toEqual({ kakao: { jsKey: null, templateId: null } });
    expect(shareSettingsOf(null)).toEqual({ kakao: { jsKey: null, templateId: null } });
  });
});
