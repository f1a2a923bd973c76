import {
  adminPolicyListView, adminPolicyVersionView, adminPolicyView, policyPublishRequest, policyTypeParams, policyVersionDeletedView, policyVersionParams, policyVersionWriteRequest,
} from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../../core/http/errors';
import { auditActor } from '../../staff';
import { ContentChange } from '../caches';
import { contentWriteLimit as config } from './limit';
import { adminPolicy, adminPolicyList, adminPolicyVersion, createPolicyDraft, deletePolicyDraft, editPolicyDraft, publishPolicyVersion, withdrawPolicyVersion } from '../policy/versions';

const tags = ['admin'];

/**
 * 약관·정책 (/api/admin/v1/content/policies): each type's versions; a draft is written, edited
 * and published with an effective time (now or later); the shop's /policy/{type} follows the
 * server clock. Every change is audited with before and after.
 */
export const policyConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock.now();
  const changed = () => app.caches.changed(ContentChange.policy);

  app.get('/', { schema: { tags, summary: '약관 종류별 시행 중·시행 예정 버전', response: { 200: answerOf(adminPolicyListView) } } }, async () => ok(await adminPolicyList(app.db, now())));

  app.get('/:type', { schema: { tags, summary: '약관 하나의 버전들 (최신순)', params: policyTypeParams, response: { 200: answerOf(adminPolicyView) } } }, async (request) =>
    ok(await adminPolicy(app.db, request.params.type, now())),
  );

  app.post(
    '/:type/versions',
    { config, schema: { tags, summary: '새 버전 초안 작성 (목차 h_01부터 차례로)', params: policyTypeParams, body: policyVersionWriteRequest, response: { 200: answerOf(adminPolicyVersionView) } } },
    async (request) => {
      const versionId = await createPolicyDraft(app.db, request.params.type, request.body.content, auditActor(request), now());
      return ok(await adminPolicyVersion(app.db, request.params.type, versionId, now()));
    },
  );

  app.get('/:type/versions/:versionId', { schema: { tags, summary: '버전 하나 (본문 포함)', params: policyVersionParams, response: { 200: answerOf(adminPolicyVersionView) } } }, async (request) =>
    ok(await adminPolicyVersion(app.db, request.params.type, request.params.versionId, now())),
  );

  app.put(
    '/:type/versions/:versionId',
    { config, schema: { tags, summary: '초안 수정 (게시된 버전은 고칠 수 없음)', params: policyVersionParams, body: policyVersionWriteRequest, response: { 200: answerOf(adminPolicyVersionView) } } },
    async (request) => {
      await editPolicyDraft(app.db, request.params.type, request.params.versionId, request.body.content, auditActor(request), now());
      return ok(await adminPolicyVersion(app.db, request.params.type, request.params.versionId, now()));
    },
  );

  app.post(
    '/:type/versions/:versionId/publish',
    { config, schema: { tags, summary: '초안 게시 (시행 일시: 지금 또는 나중)', params: policyVersionParams, body: policyPublishRequest, response: { 200: answerOf(adminPolicyVersionView) } } },
    async (request) => {
      await publishPolicyVersion(app.db, request.params.type, request.params.versionId, request.body.effectiveAt, auditActor(request), now());
      changed();
      return ok(await adminPolicyVersion(app.db, request.params.type, request.params.versionId, now()));
    },
  );

  app.post(
    '/:type/versions/:versionId/withdraw',
    { config, schema: { tags, summary: '시행 전 버전의 게시 취소 (초안으로)', params: policyVersionParams, response: { 200: answerOf(adminPolicyVersionView) } } },
    async (request) => {
      await withdrawPolicyVersion(app.db, request.params.type, request.params.versionId, auditActor(request), now());
      changed();
      return ok(await adminPolicyVersion(app.db, request.params.type, request.params.versionId, now()));
    },
  );

  app.delete(
    '/:type/versions/:versionId',
    { config, schema: { tags, summary: '초안 삭제', params: policyVersionParams, response: { 200: answerOf(policyVersionDeletedView) } } },
    async (request) => {
      await deletePolicyDraft(app.db, request.params.type, request.params.versionId, auditActor(request));
      return ok({ versionId: request.params.versionId });
    },
  );
};
