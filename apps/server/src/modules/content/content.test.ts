import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { testLogger, TEST_SEED } from '../../../test/test-config';
import { seedHomeLayout } from './display/seed';
import { banners, faqs, notices } from './editorial';
import { policyDocuments } from './editorial/policies';
import { seedContent } from './seed';

const server = serverForTests();

const reseed = () => seedContent({ db: server.db, config: server.config, log: testLogger, options: TEST_SEED });

async function counts() {
  const count = async (table: 'banner' | 'banner_condition' | 'notice' | 'faq' | 'policy' | 'policy_version' | 'home_section' | 'editorial_block') =>
    Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  return {
    banner: await count('banner'),
    banner_condition: await count('banner_condition'),
    notice: await count('notice'),
    faq: await count('faq'),
    policy: await count('policy'),
    policy_version: await count('policy_version'),
    home_section: await count('home_section'),
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
      policy_version: policyDocuments.length,
      home_section: seedHomeLayout.length,
      editorial_block: 3,
    });
    const parts = await server.db.selectFrom('content_seed').select('part').orderBy('part').execute();
    expect(parts.map((row) => row.part)).toEqual(['banners', 'board', 'home', 'policies']);
  });

  it('writes each part once per database: a restart keeps what operators changed and deleted', async () => {
    const before = await counts();
    await server.db.updateTable('notice').set({ title: '운영자가 바꾼 제목' }).where('notice_no', '=', notices[0]!.noticeNo).execute();
    await server.db.deleteFrom('banner').where('banner_seq', '=', 101).execute();
    await reseed();
    await reseed();
    expect(await counts()).toEqual({ ...before, banner: before.banner - 1, banner_condition: before.banner_condition - banners.find((banner) => banner.bannerSeq === 101)!.conditionList.reduce((n, group) => n + group.conditionList.length, 0) });
    const notice = await server.db.selectFrom('notice').select('title').where('notice_no', '=', notices[0]!.noticeNo).executeTakeFirstOrThrow();
    expect(notice.title).toBe('운영자가 바꾼 제목');
  });

  it('writes a part again when its mark is missing (a database seeded before the marks)', async () => {
    await server.db.deleteFrom('content_seed').where('part', '=', 'board').execute();
    await reseed();
    const notice = await server.db.selectFrom('notice').select('title').where('notice_no', '=', notices[0]!.noticeNo).executeTakeFirstOrThrow();
    expect(notice.title).toBe(notices[0]!.title);
    expect(await server.db.selectFrom('content_seed').select('part').where('part', '=', 'board').executeTakeFirst()).toBeDefined();
  });

  it('stores seed HTML that already fits the allow-lists unchanged', async () => {
    const stored = await server.db.selectFrom('faq').select(['faq_no', 'answer_html']).execute();
    for (const row of stored) expect(row.answer_html).toBe(faqs.find((faq) => faq.faqNo === row.faq_no)!.answerHtml);
    const policies = await server.db.selectFrom('policy_version').select(['doc_id', 'content']).execute();
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
        '/api/admin/v1/content/banners',
        '/api/admin/v1/content/banners/{bannerSeq}',
        '/api/admin/v1/content/banners/order',
        '/api/admin/v1/content/home-sections',
        '/api/admin/v1/content/home-sections/{sectionId}',
        '/api/admin/v1/content/home-sections/products',
        '/api/admin/v1/content/policies',
        '/api/admin/v1/content/policies/{type}/versions/{versionId}/publish',
        '/api/admin/v1/board/notices',
        '/api/admin/v1/board/faqs',
        '/api/admin/v1/board/faq-categories',
      ]),
    );
  });
});
