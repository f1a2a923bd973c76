import { describe, expect, it } from 'vitest';
import { movedAnnouncement, moveItem, targetOfKey } from './picture-order';

describe('moving a picture', () => {
  it('takes the item out and puts it back at the new place, leaving the given list alone', () => {
    const list = ['a', 'b', 'c', 'd'] as const;
    expect(moveItem(list, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(list, 1, 3)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveItem(list, 2, 2)).toEqual(list);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('clamps the target to the list and ignores a source outside it', () => {
    expect(moveItem([1, 2, 3], 0, 99)).toEqual([2, 3, 1]);
    expect(moveItem([1, 2, 3], 2, -5)).toEqual([3, 1, 2]);
    expect(moveItem([1, 2, 3], 7, 0)).toEqual([1, 2, 3]);
  });

  it('keeps every item exactly once whatever the move', () => {
    const list = Array.from({ length: 7 }, (_, index) => index);
    for (let from = 0; from < list.length; from++) {
      for (let to = -1; to <= list.length; to++) expect([...moveItem(list, from, to)].sort((a, b) => a - b)).toEqual(list);
    }
  });

  it('reads arrow keys as one place and Home/End as the ends, other keys as nothing', () => {
    expect([targetOfKey('ArrowLeft', 2, 5), targetOfKey('ArrowUp', 0, 5), targetOfKey('ArrowRight', 2, 5), targetOfKey('ArrowDown', 4, 5)]).toEqual([1, 0, 3, 4]);
    expect([targetOfKey('Home', 3, 5), targetOfKey('End', 1, 5), targetOfKey('a', 1, 5), targetOfKey('Enter', 1, 5)]).toEqual([0, 4, undefined, undefined]);
  });

  it('announces the new place, 1-based', () => {
    expect(movedAnnouncement(1, 3)).toContain('2번째로 옮겼습니다');
    expect(movedAnnouncement(0, 3)).toContain('1번째로 옮겼습니다');
  });
});
