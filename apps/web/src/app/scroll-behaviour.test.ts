import { NavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { scrollBehaviourFor } from './scroll-behaviour';

describe('scrollBehaviourFor', () => {
  it('glides to an anchor on a new navigation', () => {
    expect(scrollBehaviourFor(NavigationType.Push, '#h_03')).toBe('smooth');
    expect(scrollBehaviourFor(NavigationType.Replace, '#h_03')).toBe('smooth');
  });

  it('jumps when restoring on back/forward or when there is no anchor', () => {
    expect(scrollBehaviourFor(NavigationType.Pop, '#h_03')).toBe('auto');
    expect(scrollBehaviourFor(NavigationType.Push, '')).toBe('auto');
  });
});
