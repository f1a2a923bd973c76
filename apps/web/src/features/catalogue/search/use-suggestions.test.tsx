import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUGGESTION_DELAY_MS } from '@maru/domain';
import { useSuggestions } from './use-suggestions';

describe('useSuggestions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks only after 300 ms of quiet, and only for the latest text', async () => {
    const fetcher = vi.fn(async (keyword: string) => [`${keyword} 추천`]);
    const { result, rerender } = renderHook(({ text }) => useSuggestions(text, fetcher), { initialProps: { text: '타' } });
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DELAY_MS - 1));
    rerender({ text: '타일' });
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DELAY_MS - 1));
    expect(fetcher).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]?.[0]).toBe('타일');
    expect(result.current).toEqual(['타일 추천']);
  });

  it('aborts the call on its way when the text changes, so its late answer is never shown', async () => {
    const signals: AbortSignal[] = [];
    let answerFirst: (words: string[]) => void = () => undefined;
    const fetcher = vi.fn(
      (keyword: string, signal: AbortSignal) =>
        new Promise<string[]>((resolve) => {
          signals.push(signal);
          if (keyword === '수') answerFirst = resolve;
          else resolve([`${keyword} 추천`]);
        }),
    );
    const { result, rerender } = renderHook(({ text }) => useSuggestions(text, fetcher), { initialProps: { text: '수' } });
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DELAY_MS));
    rerender({ text: '수전' });
    expect(signals[0]?.aborted).toBe(true);

    await act(async () => answerFirst(['수 늦은 답']));
    expect(result.current).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DELAY_MS));
    expect(result.current).toEqual(['수전 추천']);
  });

  it('asks nothing for blank text', async () => {
    const fetcher = vi.fn(async () => ['x']);
    renderHook(() => useSuggestions('   ', fetcher));
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DELAY_MS * 2));
    expect(fetcher).not.toHaveBeenCalled();
  });
});
