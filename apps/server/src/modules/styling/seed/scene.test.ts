import { STYLING_SPACES, STYLING_STYLES } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { assignProducts, planStylingPages, SEEDED_PAGE_COUNT } from './plan';
import { sceneOf } from './scene';

describe('room scenes', () => {
  it('mirrors the spots with the drawing on the other side of the room', () => {
    const front = sceneOf('LIVING', 'NORDIC', 0);
    const back = sceneOf('LIVING', 'NORDIC', 1);
    expect(back.spots.map((spot) => spot.label)).toEqual(front.spots.map((spot) => spot.label));
    front.spots.forEach((spot, index) => {
      expect(Math.abs(back.spots[index]!.x - (100 - spot.x))).toBeLessThanOrEqual(0.1);
      expect(back.spots[index]!.y).toBe(spot.y);
    });
    expect(back.svg).toContain('scale(-1 1)');
  });

  it('keeps every spot inside the picture in every space and view', () => {
    for (const space of STYLING_SPACES) {
      for (const view of [0, 1, 2]) {
        for (const spot of sceneOf(space, 'MODERN', view).spots) {
          expect(spot.x).toBeGreaterThan(0);
          expect(spot.x).toBeLessThan(100);
          expect(spot.y).toBeGreaterThan(0);
          expect(spot.y).toBeLessThan(100);
        }
      }
    }
  });
});

describe('seeded styling pages', () => {
  const pages = planStylingPages();

  it('plans 42 pages with unique numbers and titles, every space in six styles', () => {
    expect(pages).toHaveLength(SEEDED_PAGE_COUNT);
    expect(new Set(pages.map((page) => page.stylingNo)).size).toBe(SEEDED_PAGE_COUNT);
    expect(new Set(pages.map((page) => page.title)).size).toBe(SEEDED_PAGE_COUNT);
    for (const space of STYLING_SPACES) {
      expect(new Set(pages.filter((page) => page.space === space).map((page) => page.style)).size).toBe(6);
    }
    expect(new Set(pages.map((page) => page.style))).toEqual(new Set(STYLING_STYLES));
  });

  it('is the same plan every time', () => {
    expect(planStylingPages()).toEqual(pages);
  });

  it('tags every photo with three or four pieces', () => {
    for (const page of pages) {
      for (const photo of page.photos) {
        const count = page.hotspots.filter((hotspot) => hotspot.position === photo.position).length;
        expect(count).toBeGreaterThanOrEqual(3);
        expect(count).toBeLessThanOrEqual(4);
      }
    }
  });

  it('picks distinct products of the right department, falling back to any product', () => {
    // A small catalogue: few furniture and tile products, no lighting at all.
    const byDepartment = new Map([['FURNITURE', [10, 11, 12, 13]], ['TILE', [20, 21]]]);
    const all = [10, 11, 12, 13, 20, 21, 30, 31, 32, 33, 34, 35, 36, 37];
    for (const page of pages) {
      const chosen = assignProducts(page, byDepartment, all);
      expect(chosen.size).toBe(page.hotspots.length);
      expect(new Set(chosen.values()).size).toBe(chosen.size);
      for (const hotspot of page.hotspots) {
        expect(all).toContain(chosen.get(hotspot.hotspotNo));
      }
      // The page's first tag, nothing taken yet, finds one of its own department when there is one.
      const first = page.hotspots[0]!;
      const pool = byDepartment.get(first.department);
      if (pool) expect(pool).toContain(chosen.get(first.hotspotNo));
    }
  });
});
