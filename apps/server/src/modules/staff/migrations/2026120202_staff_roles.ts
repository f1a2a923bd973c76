import { type Kysely, sql } from 'kysely';

// Roles the admin edits (issue 28): each role a row with its Korean name and rights; the five
// built-in roles are seeded with the rights they had as fixed roles (domain BUILT_IN_ROLE_RIGHTS,
// copied here as migrations never import code that may change). Accounts keep their role key,
// now a reference to a row, so every existing account works as before.
const BUILT_IN: readonly [string, string, readonly string[]][] = [
  ['ADMIN', '관리자', ['catalogue', 'content', 'promotions', 'orders', 'members', 'members.personal', 'showroom', 'staff']],
  ['OPERATOR', '운영자', ['catalogue', 'content', 'promotions', 'orders', 'members', 'showroom']],
  ['CATALOGUE', '상품 담당', ['catalogue']],
  ['CONTENT', '콘텐츠 담당', ['content']],
  ['PROMOTIONS', '프로모션 담당', ['promotions']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table staff_role (
      role_key text primary key check (role_key ~ '^[A-Z][A-Z0-9_]{1,29}$'),
      name text not null,
      rights text[] not null default '{}',
      built_in boolean not null default false,
      created_at timestamptz not null default now()
    )`.execute(db);
  for (const [key, name, rights] of BUILT_IN) {
    await sql`insert into staff_role (role_key, name, rights, built_in) values (${key}, ${name}, ${sql.val(rights)}::text[], true)`.execute(db);
  }
  await sql`alter table staff drop constraint if exists staff_role_check`.execute(db);
  await sql`alter table staff add constraint staff_role_fk foreign key (role) references staff_role (role_key)`.execute(db);
  await sql`create index staff_by_role on staff (role)`.execute(db);

  // Retention (안전성 확보조치 기준 제5조·제8조): entries are deleted only once past their kind's
  // period, by the retention job, which says so for its own transaction. Everything else,
  // updates and truncation included, is still refused.
  await sql`
    create or replace function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and current_setting('maru.audit_retention', true) = 'on' then
        return old;
      end if;
      raise exception 'audit_log is append-only (% refused)', tg_op;
    end;
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only (% refused)', tg_op;
    end;
    $$`.execute(db);
  await sql`drop index staff_by_role`.execute(db);
  await sql`alter table staff drop constraint staff_role_fk`.execute(db);
  await sql`update staff set role = 'OPERATOR' where role not in ('ADMIN', 'OPERATOR', 'CATALOGUE', 'CONTENT', 'PROMOTIONS')`.execute(db);
  await sql`alter table staff add constraint staff_role_check check (role in ('ADMIN', 'OPERATOR', 'CATALOGUE', 'CONTENT', 'PROMOTIONS'))`.execute(db);
  await sql`drop table staff_role`.execute(db);
}
