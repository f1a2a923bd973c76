import { changeStaffRoleRequest, createStaffRequest, staffIdParams, staffListView, staffView } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../../core/errors';
import { MINUTE } from '../../../core/rate-limit/request-limit';
import { changeStaffRole, createStaffAccount, deactivateStaff } from '../accounts';
import { auditActor } from '../audit';
import { listStaff } from '../queries/staff';
import { staffViewOf } from '../staff-view';

const tags = ['admin'];
// Each new account costs an argon2id hash (19 MiB, ~50 ms): a script of a stolen admin
// session must not turn it into a way to load the server.
const createLimit = { name: 'staff-create', perIp: 30, windowMs: 10 * MINUTE };
const changeLimit = { name: 'staff-change', perIp: 300, windowMs: 10 * MINUTE };

/** Staff accounts, ADMIN only (the section's roles): /api/admin/v1/staff. */
export const staffAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags, summary: '직원 목록', response: { 200: answerOf(staffListView) } } }, async () => ok({ list: (await listStaff(app.db)).map(staffViewOf) }));

  app.post(
    '/',
    { config: { requestLimit: createLimit }, schema: { tags, summary: '직원 등록 (역할과 첫 비밀번호)', body: createStaffRequest, response: { 200: answerOf(staffView) } } },
    async (request) => ok(staffViewOf(await createStaffAccount(app.db, request.body, auditActor(request)))),
  );

  app.put(
    '/:staffId/role',
    {
      config: { requestLimit: changeLimit },
      schema: { tags, summary: '직원 역할 변경 (그 직원의 로그인은 끝남)', params: staffIdParams, body: changeStaffRoleRequest, response: { 200: answerOf(staffView) } },
    },
    async (request) => ok(staffViewOf(await changeStaffRole(app.db, auditActor(request), request.params.staffId, request.body.role))),
  );

  app.post(
    '/:staffId/deactivate',
    { config: { requestLimit: changeLimit }, schema: { tags, summary: '직원 비활성화 (그 직원의 로그인은 끝남)', params: staffIdParams, response: { 200: answerOf(staffView) } } },
    async (request) => ok(staffViewOf(await deactivateStaff(app.db, auditActor(request), request.params.staffId))),
  );
};
