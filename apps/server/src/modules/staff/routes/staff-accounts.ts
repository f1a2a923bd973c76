import {
  changeStaffRoleRequest, createStaffRequest, createStaffRoleRequest, editStaffRoleRequest, emptyAnswer, staffIdParams, staffListView, staffRoleListView, staffRoleParams, staffRoleView, staffView,
} from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../../core/http/errors';
import { MINUTE } from '../../../core/security/rate-limit/request-limit';
import { changeStaffRole, createStaffAccount, deactivateStaff } from '../accounts';
import { auditActor } from '../audit';
import { listStaff } from '../queries/staff';
import { createRole, editRole, removeRole, staffRoles } from '../roles';
import { staffViewOf } from '../staff-view';

const tags = ['admin'];
// Each new account costs an argon2id hash (19 MiB, ~50 ms): a script of a stolen admin
// session must not turn it into a way to load the server.
const createLimit = { name: 'staff-create', perIp: 30, windowMs: 10 * MINUTE };
const changeLimit = { name: 'staff-change', perIp: 300, windowMs: 10 * MINUTE };


/** Staff accounts and the roles they hold, for the right 'staff' (the section's): /api/admin/v1/staff. */
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

  app.get('/roles', { schema: { tags, summary: '역할 목록 (권한과 쓰는 직원 수)', response: { 200: answerOf(staffRoleListView) } } }, async () => ok({ list: await staffRoles(app.db) }));

  app.post(
    '/roles',
    { config: { requestLimit: changeLimit }, schema: { tags, summary: '역할 만들기 (코드, 이름, 권한)', body: createStaffRoleRequest, response: { 200: answerOf(staffRoleView) } } },
    async (request) => ok(await createRole(app.db, auditActor(request), request.body)),
  );

  app.put(
    '/roles/:role',
    {
      config: { requestLimit: changeLimit },
      schema: { tags, summary: '역할 이름·권한 변경 (관리자 역할의 권한은 고정)', params: staffRoleParams, body: editStaffRoleRequest, response: { 200: answerOf(staffRoleView) } },
    },
    async (request) => ok(await editRole(app.db, auditActor(request), request.params.role, request.body)),
  );

  app.delete(
    '/roles/:role',
    { config: { requestLimit: changeLimit }, schema: { tags, summary: '역할 삭제 (직원이 없는 직접 만든 역할만)', params: staffRoleParams, response: { 200: emptyAnswer } } },
    async (request) => {
      await removeRole(app.db, auditActor(request), request.params.role);
      return ok();
    },
  );
};
