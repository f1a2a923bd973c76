import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { StorageKey } from '@maru/domain';
import { SearchBox } from './SearchBox';

// Issue 26: a full reload of /search in a browser that has searched before threw React #418.
// The server renders the box with no recent words (it cannot know them); the hydrating render
// must match it, and the stored words appear right after.

function box() {
  const router = createMemoryRouter([{ path: '/', element: <SearchBox popularFetcher={async () => []} suggestionFetcher={async () => []} /> }]);
  return <RouterProvider router={router} />;
}

afterEach(() => localStorage.clear());

describe('recent searches during hydration', () => {
  it('hydrate the server’s HTML without a mismatch, then show the stored words', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(box());
    expect(container.textContent).not.toContain('대리석');
    localStorage.setItem(StorageKey.recentSearches, JSON.stringify(['대리석', '수전']));

    const onRecoverableError = vi.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, box(), { onRecoverableError });
    });
    // Testing Library's clean-up does not know this root: unmounted here, or its search box's
    // queries would go on asking in the window the next test files share (vitest.isolation.ts).
    onTestFinished(() => act(() => root?.unmount()));

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toContain('대리석');
    expect(container.textContent).toContain('수전');
  });
});
