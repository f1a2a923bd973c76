import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('domain package', () => {
  it('loads as an ES module', () => {
    expect(typeof domain).toBe('object');
  });
});
