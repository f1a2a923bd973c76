import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { spendOnce } from './spend-once';

describe('spendOnce', () => {
  it('makes one call for callers at the same time and after, per token', async () => {
    const client = new QueryClient();
    const call = vi.fn(async () => 'released');
    const [first, second] = await Promise.all([spendOnce(client, ['release', 'C1'], call), spendOnce(client, ['release', 'C1'], call)]);
    expect([first, second, await spendOnce(client, ['release', 'C1'], call)]).toEqual(['released', 'released', 'released']);
    expect(call).toHaveBeenCalledTimes(1);
    await spendOnce(client, ['release', 'C2'], call);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure: the next try calls again', async () => {
    const client = new QueryClient();
    const call = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce('found');
    await expect(spendOnce(client, ['look-up', 'C3'], call)).rejects.toThrow('network');
    expect(await spendOnce(client, ['look-up', 'C3'], call)).toBe('found');
    expect(call).toHaveBeenCalledTimes(2);
  });
});
