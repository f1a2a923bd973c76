import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../../test/harness';
import { notices } from '../editorial';

const server = serverForTests();

interface NoticeSummary {
  noticeNo: number;
  title: string;
  pinned: boolean;
  publishedAt: string;
}
interface NoticePage {
  list: NoticeSummary[];
  totalCount: number;
  page: number;
  size: number;
}
interface Neighbour {
  noticeNo: number;
  title: string;
}
interface NoticeDetail {
  notice: NoticeSummary & { bodyHtml: string };
  prev: Neighbour | null;
  next: Neighbour | null;
}

const page = (query: string) => server.client().get<NoticePage>(`/api/board/v1/notice/list${query}`);
const detail = (id: string | number) => server.client().get<NoticeDetail>(`/api/board/v1/notice/${id}`);

// The seed's notices are all in the past, so all are published.
const byPublication = [...notices].sort((a, b) => Date.parse(a.publishedAt) - Date.parse(b.publishedAt));
const boardOrder = [...notices].sort((a, b) => Number(b.pinned) - Number(a.pinned) || Date.parse(b.publishedAt) - Date.parse(a.publishedAt));

describe('GET /api/board/v1/notice/list', () => {
  it('answers the first page of ten, pinned notices first and then newest', async () => {
    const answer = await page('');
    expect(answer.body.code).toBe(0);
    const data = answer.body.data!;
    expect([data.page, data.size, data.totalCount]).toEqual([1, 10, notices.length]);
    expect(data.list.map((notice) => notice.noticeNo)).toEqual(boardOrder.slice(0, 10).map((notice) => notice.noticeNo));
    expect(data.list[0]).toEqual({
      noticeNo: boardOrder[0]!.noticeNo,
      title: boardOrder[0]!.title,
      pinned: true,
      publishedAt: boardOrder[0]!.publishedAt,
    });
  });

  it('pages through every notice exactly once', async () => {
    const first = (await page('?page=1&size=5')).body.data!;
    const second = (await page('?page=2&size=5')).body.data!;
    expect(second.list.map((n) => n.noticeNo)).not.toEqual(first.list.map((n) => n.noticeNo));
    expect(second.list.map((n) => n.noticeNo)).toEqual(boardOrder.slice(5, 10).map((n) => n.noticeNo));
    const seen = [];
    for (let index = 1; index <= Math.ceil(notices.length / 5); index += 1) {
      seen.push(...(await page(`?page=${index}&size=5`)).body.data!.list.map((n) => n.noticeNo));
    }
    expect(seen).toEqual(boardOrder.map((n) => n.noticeNo));
  });

  it('answers an empty list past the last page, with the total', async () => {
    const data = (await page('?page=99999&size=50')).body.data!;
    expect(data.list).toEqual([]);
    expect(data.totalCount).toBe(notices.length);
  });

  it('hides notices whose publication time has not come', async () => {
    await server.db
      .insertInto('notice')
      .values({ notice_no: 9001, title: '예약 공지', body_html: '<p>곧</p>', pinned: true, published_at: new Date(Date.now() + 86_400_000) })
      .execute();
    const data = (await page('')).body.data!;
    expect(data.totalCount).toBe(notices.length);
    expect(data.list.map((n) => n.noticeNo)).not.toContain(9001);
    expect((await detail(9001)).body.code).toBe(101);
  });

  it.each(['?page=0', '?page=-1', '?page=abc', '?size=51', '?size=0', '?page=1.5', '?sort=title'])('refuses %s with 400/104', async (query) => {
    const answer = await page(query);
    expect([answer.status, answer.body.code]).toEqual([400, 104]);
  });
});

describe('GET /api/board/v1/notice/{noticeNo}', () => {
  it('answers the notice with its older and newer neighbours', async () => {
    const middle = byPublication[5]!;
    const answer = await detail(middle.noticeNo);
    expect(answer.body.code).toBe(0);
    expect(answer.body.data).toEqual({
      notice: { noticeNo: middle.noticeNo, title: middle.title, bodyHtml: middle.bodyHtml, pinned: middle.pinned, publishedAt: middle.publishedAt },
      prev: { noticeNo: byPublication[4]!.noticeNo, title: byPublication[4]!.title },
      next: { noticeNo: byPublication[6]!.noticeNo, title: byPublication[6]!.title },
    });
  });

  it('has no prev for the oldest notice and no next for the newest', async () => {
    const oldest = (await detail(byPublication[0]!.noticeNo)).body.data!;
    expect(oldest.prev).toBeNull();
    expect(oldest.next?.noticeNo).toBe(byPublication[1]!.noticeNo);
    const newest = (await detail(byPublication.at(-1)!.noticeNo)).body.data!;
    expect(newest.next).toBeNull();
    expect(newest.prev?.noticeNo).toBe(byPublication.at(-2)!.noticeNo);
  });

  it('answers 101 for an unknown notice', async () => {
    const answer = await detail(999_999);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 101, message: '공지사항을 찾을 수 없습니다.' });
  });

  it.each(['abc', '12abc', '1e3', '0', '-5', '99999999999'])('answers 400/104 for %j', async (id) => {
    const answer = await detail(id);
    expect([answer.status, answer.body.code]).toEqual([400, 104]);
  });
});
