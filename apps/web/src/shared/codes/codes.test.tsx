import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { commonCodesQuery, fetchCommonCodes, useCodeGroup } from '@/shared/codes';
import { createQueryClient } from '@/shared/query';

const codeList = [
  { groupCode: 'FAQ', code: 'FAQ02', codeName: '배송', sortOrder: 2 },
  { groupCode: 'FAQ', code: 'FAQ01', codeName: '주문·결제', sortOrder: 1 },
  { groupCode: 'BANK', code: '004', codeName: 'KB국민은행' },
];

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });


describe('fetchCommonCodes', () => {
  it('asks GET /api/code/v1/all/list and returns data.codeList', async () => {
    const fetchMock = vi.fn(async () => answer({ code: 0, message: 'success', data: { codeList } }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchCommonCodes()).toEqual(codeList);
    expect(fetchMock).toHaveBeenCalledWith('/api/code/v1/all/list', expect.objectContaining({ method: 'GET' }));
  });

  it('empties the list when the call fails (spec 01 §8)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer({ code: 999, message: 'down' }, 500)));
    expect(await fetchCommonCodes()).toEqual([]);
  });

  it('empties the list when the answer has no usable code list', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer({ code: 0, message: 'success', data: {} })));
    expect(await fetchCommonCodes()).toEqual([]);
  });
});

function FaqCategories() {
  const codes = useCodeGroup('FAQ');
  return (
    <ul>
      {codes.map((code) => (
        <li key={code.code}>{code.codeName}</li>
      ))}
    </ul>
  );
}

describe('useCodeGroup', () => {
  it('renders one group, in order, from data a loader already ensured', async () => {
    const fetchMock = vi.fn(async () => answer({ code: 0, message: 'success', data: { codeList } }));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();
    await queryClient.ensureQueryData(commonCodesQuery);

    render(
      <QueryClientProvider client={queryClient}>
        <Suspense fallback="loading">
          <FaqCategories />
        </Suspense>
      </QueryClientProvider>,
    );

    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['주문·결제', '배송']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
