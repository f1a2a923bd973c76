import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { testLogger, TEST_SEED } from '../../../test/test-config';
import { banners, faqs, notices } from './editorial';
import { policyDocuments } from './editorial/policies';
import { seedContent } from './seed';

const server = serverForTests();

const reseed = () => seedContent({ db: server.db, config: server.config, log: testLogger, options: TEST_SEED });

async function counts() {
  const count = async (table: 'banner' | 'banner_condition' | 'notice' | 'faq' | 'policy' | 'editorial_block') =>
    Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  return {
    banner: await count('banner'),
    banner_condition: await count('banner_condition'),
    notice: await count('notice'),
    faq: await count('faq'),
    policy: await count('policy'),
    editorial_block: await count('editorial_block'),
  };
}

describe('the content seed', () => {
  it('holds every row of the data modules', async () => {
    const conditionCount = banners.reduce((sum, banner) => sum + banner.conditionList.reduce((n, group) => n + group.conditionList.length, 0), 0);
    expect(await counts()).toEqual({
      banner: banners.length,
      banner_condition: conditionCount,
      notice: notices.length,
      faq: faqs.length,
      policy: policyDocuments.length,
      editorial_block: 7,
    });
  });

  it('is idempotent and puts edited rows back to the data files', async () => {
    const before = await counts();
    await server.db.updateTable('notice').set({ title: '바뀐 제목' }).where('notice_no', '=', notices[0]!.noticeNo).execute();
    await server.db.deleteFrom('banner_condition').where('banner_seq', '=', 101).execute();
    await reseed();
    await reseed();
    expect(await counts()).toEqual(before);
    const notice = await server.db.selectFrom('notice').select('title').where('notice_no', '=', notices[0]!.noticeNo).executeTakeFirstOrThrow();
    expect(notice.title).toBe(notices[0]!.title);
  });

  it('stores seed HTML that already fits the allow-lists unchanged', async () => {
    const stored = await server.db.selectFrom('faq').select(['faq_no', 'answer_html']).execute();
    for (const row of stored) expect(row.answer_html).toBe(faqs.find((faq) => faq.faqNo === row.faq_no)!.answerHtml);
    const policies = await server.db.selectFrom('policy').select(['doc_id', 'content']).execute();
    for (const row of policies) expect(row.content).toBe(policyDocuments.find((document) => document.id === row.doc_id)!.content);
  });
});

describe('the OpenAPI document', () => {
  it('describes every content route', async () => {
    const answer = await server.client().get('/api/docs/json');
    const paths = Object.keys((answer.body as unknown as { paths: object }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/banner/v1/list',
        '/api/board/v1/notice/list',
        '/api/board/v1/notice/{noticeNo}',
        '/api/board/v1/faq/list',
        '/api/board/v1/faq/{faqNo}',
        '/api/policy/v1/list',
        '/api/policy/v1/{type}',
        '/api/display/v1/home',
        '/api/display/v1/about/{page}',
      ]),
    );
  });
});
