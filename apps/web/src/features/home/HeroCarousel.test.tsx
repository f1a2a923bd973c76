import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeroSlide } from './home-queries';
import { HeroCarousel } from './HeroCarousel';

const slide = (slideNo: number): HeroSlide => ({
  slideNo,
  title: `슬라이드 ${slideNo}`,
  subtitle: '설명',
  ctaLabel: '보기',
  ctaLink: '/product/list',
  image: { src: `/media/${slideNo}.webp`, srcSet: `/media/${slideNo}.webp 800w`, width: 1600, height: 700 },
});

function renderCarousel() {
  const router = createMemoryRouter([{ path: '/', element: <HeroCarousel slides={[slide(1), slide(2), slide(3)]} /> }]);
  render(<RouterProvider router={router} />);
}

const visibleTitle = () => screen.getByRole('heading').textContent;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('HeroCarousel', () => {
  it('labels itself as a carousel of slides and loads only the first image eagerly', () => {
    renderCarousel();
    expect(screen.getByRole('region').getAttribute('aria-roledescription')).toBe('carousel');
    const groups = screen.getAllByRole('group', { hidden: true });
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['1 / 3', '2 / 3', '3 / 3']);
    const images = document.querySelectorAll('img');
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images[1]?.getAttribute('loading')).toBe('lazy');
    expect(images[0]?.getAttribute('sizes')).toBe('100vw');
  });

  it('moves with the previous and next buttons, wrapping at the ends', () => {
    renderCarousel();
    expect(visibleTitle()).toBe('슬라이드 1');
    fireEvent.click(screen.getByRole('button', { name: '이전 슬라이드' }));
    expect(visibleTitle()).toBe('슬라이드 3');
    fireEvent.click(screen.getByRole('button', { name: '다음 슬라이드' }));
    expect(visibleTitle()).toBe('슬라이드 1');
  });

  it('advances on its own, and stops when paused or hovered', () => {
    renderCarousel();
    act(() => vi.advanceTimersByTime(6000));
    expect(visibleTitle()).toBe('슬라이드 2');

    fireEvent.click(screen.getByRole('button', { name: '자동 넘김 정지' }));
    act(() => vi.advanceTimersByTime(12000));
    expect(visibleTitle()).toBe('슬라이드 2');

    fireEvent.click(screen.getByRole('button', { name: '자동 넘김 시작' }));
    // The button press leaves focus inside the carousel, which also holds it still.
    fireEvent.blur(screen.getByRole('button', { name: '자동 넘김 정지' }));
    fireEvent.mouseEnter(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(12000));
    expect(visibleTitle()).toBe('슬라이드 2');
    fireEvent.mouseLeave(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(6000));
    expect(visibleTitle()).toBe('슬라이드 3');
  });
});
