import { describe, expect, it } from 'vitest';
import { movedByKey, movedItem, percentOfClick } from './hotspot-keys';

describe('placing a hotspot', () => {
  const box = { left: 100, top: 50, width: 800, height: 600 };

  it('turns a click into percent of the picture, one decimal, kept on the picture', () => {
    expect(percentOfClick(box, 100 + 200, 50 + 150)).toEqual({ x: 25, y: 25 });
    expect(percentOfClick(box, 100 + 333, 50 + 100)).toEqual({ x: 41.6, y: 16.7 });
    expect(percentOfClick(box, 0, 9_999)).toEqual({ x: 0, y: 100 });
  });

  it('moves by 1 % with the arrow keys and 5 % with Shift, never off the picture', () => {
    expect(movedByKey({ x: 50, y: 50 }, 'ArrowRight', false)).toEqual({ x: 51, y: 50 });
    expect(movedByKey({ x: 50, y: 50 }, 'ArrowUp', true)).toEqual({ x: 50, y: 45 });
    expect(movedByKey({ x: 2, y: 98.5 }, 'ArrowLeft', true)).toEqual({ x: 0, y: 98.5 });
    expect(movedByKey({ x: 2, y: 98.5 }, 'ArrowDown', false)).toEqual({ x: 2, y: 99.5 });
    expect(movedByKey({ x: 2, y: 2 }, 'Enter', false)).toBeUndefined();
  });

  it('reorders a list', () => {
    expect(movedItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(movedItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(movedItem(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
  });
});
