import type { PolicyDocumentView } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../../test/harness';
import { policyByType, policyDocuments, policyLabels, type PolicyType } from '../editorial/policies';

const server = serverForTests();

type PolicyAnswer = PolicyDocumentView;

const policy = (type: string) => server.client().get<PolicyAnswer>(`/api/policy/v1/${type}`);
const anchors = (count: number) => Array.from({ length: count }, (_, index) => `h_${String(index + 1).padStart(2, '0')}`);

describe('GET /api/policy/v1/{type}', () => {
  it.each([
    ['terms', 'TERMS', 24],
    ['privacy', 'PRIVACY', 13],
    ['payment', 'PAYMENT', 17],
  ] as const)('answers %s as group %s with anchors h_01 to h_%i (spec 02 §2)', async (type, group, count) => {
    const answer = await policy(type);
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(0);
    const data = answer.body.data!;
    expect(data.group).toBe(group);
    expect(data.headings.map((heading) => heading.anchor)).toEqual(anchors(count));
    for (const { anchor } of data.headings) expect(data.list[0]!.content).toContain(`<h3 id="${anchor}">`);
  });

  it.each(Object.keys(policyByType) as PolicyType[])('answers %s in the spec 02 §3 group shape, as written in the data', async (type) => {
    const seed = policyByType[type];
    const answer = await policy(type);
    const versionId = answer.body.data!.versionId;
    // The seeded text is each type's first version, in force from 2023-06-23 00:00 in Korea.
    const effectiveAt = '2023-06-22T15:00:00.000Z';
    expect(answer.body).toEqual({
      code: 0,
      message: 'success',
      data: {
        type,
        name: policyLabels[type],
        group: seed.group,
        list: [{ id: seed.id, title: '23/06/23', content: seed.content, version: '20230623' }],
        headings: seed.headings,
        versionId,
        effectiveAt,
        current: true,
        versions: [{ versionId, version: '20230623', title: '23/06/23', effectiveAt, current: true }],
      },
    });
  });

  it.each(['unknown', 'TERMS', 'terms1', '..', 'x'.repeat(90)])('answers %j with 404/101', async (type) => {
    const answer = await policy(type);
    expect([answer.status, answer.body.code]).toEqual([404, 101]);
  });

  it('answers a version that is not one of the type’s with 404/101, and a malformed one with 400/104', async () => {
    const privacy = (await policy('privacy')).body.data!;
    expect((await policy(`terms?version=${privacy.versionId}`)).status).toBe(404);
    expect((await policy('terms?version=99999')).status).toBe(404);
    for (const query of ['?version=0', '?version=abc', '?version=1e3', '?other=1']) {
      const answer = await policy(`terms${query}`);
      expect([answer.status, answer.body.code]).toEqual([400, 104]);
    }
  });
});

describe('GET /api/policy/v1/list', () => {
  it('lists every policy type with its title, version and effective date, in page order', async () => {
    const answer = await server.client().get<{ list: { type: string; name: string; group: string; id: string; title: string; version: string; effectiveDate: string }[] }>(
      '/api/policy/v1/list',
    );
    expect(answer.body.code).toBe(0);
    expect(answer.body.data!.list).toEqual(
      policyDocuments.map((document) => ({
        type: document.type,
        name: policyLabels[document.type],
        group: document.group,
        id: document.id,
        title: document.title,
        version: document.version,
        effectiveDate: '2023-06-23',
      })),
    );
  });
});
