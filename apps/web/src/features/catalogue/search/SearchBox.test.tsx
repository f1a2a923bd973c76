import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { StorageKey } from '@maru/domain';
import { SearchBox } from './SearchBox';

function renderBox(onSearch = vi.fn()) {
  const router = createMemoryRouter(
    [{ path: '/', element: <SearchBox onSearch={onSearch} popularFetcher={async () => ['타일', '수전']} suggestionFetcher={async () => []} /> }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { onSearch, input: screen.getByRole('combobox', { name: '검색어' }) };
}

const stored = () => JSON.parse(localStorage.getItem(StorageKey.recentSearches) ?? '[]') as string[];

describe('SearchBox recent searches', () => {
  it('remembers searches newest first, without repeats and at most five', async () => {
    const { input, onSearch } = renderBox();
    for (const word of ['욕실', '타일', '수전', '카펫', '조명', '욕실', '거울']) {
      await userEvent.clear(input);
      await userEvent.type(input, `${word}{Enter}`);
    }
    expect(onSearch).toHaveBeenLastCalledWith('거울');
    expect(stored()).toEqual(['거울', '욕실', '조명', '카펫', '수전']);
  });

  it('lists recent and popular words in the popup, deletes one and then all', async () => {
    localStorage.setItem(StorageKey.recentSearches, JSON.stringify(['대리석', '수전']));
    const { input } = renderBox();
    await userEvent.click(input);
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByRole('group', { name: '최근 검색어' })).toBeTruthy();
    expect(await within(listbox).findByRole('group', { name: '인기 검색어' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '최근 검색어 대리석 삭제' }));
    expect(stored()).toEqual(['수전']);
    await userEvent.click(screen.getByRole('button', { name: '전체 삭제' }));
    expect(localStorage.getItem(StorageKey.recentSearches)).toBeNull();
    expect(within(listbox).queryByRole('group', { name: '최근 검색어' })).toBeNull();
  });

  it('moves through the options with the arrow keys and searches the active one on Enter', async () => {
    localStorage.setItem(StorageKey.recentSearches, JSON.stringify(['대리석']));
    const { input, onSearch } = renderBox();
    await userEvent.click(input);
    await screen.findByRole('group', { name: '인기 검색어' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toContain('타일');
    expect(active?.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith('타일');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
