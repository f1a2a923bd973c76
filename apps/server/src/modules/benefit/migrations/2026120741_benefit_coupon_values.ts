import { type Kysely, sql } from 'kysely';

// Issue 41: a coupon's amounts as the database holds them, backing the console's rules
// (packages/domain/src/value-rules/coupons.ts) for any path that skips them. The table already
// keeps amounts, rates and limits in range (2026112510); these add what a kind of benefit needs:
// a 정액 coupon discounts at least 1원, a 정률 coupon at least 1 %, a cap is 1원 or more (0 would
// make a rate coupon discount nothing), and the issued count never goes below 0.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table coupon add constraint coupon_amount_positive check (benefit_type <> 'AMOUNT' or amount > 0)`.execute(db);
  await sql`alter table coupon add constraint coupon_rate_positive check (benefit_type <> 'RATE' or rate >= 1)`.execute(db);
  await sql`alter table coupon add constraint coupon_max_discount_positive check (max_discount is null or max_discount > 0)`.execute(db);
  await sql`alter table coupon add constraint coupon_issued_count_nonnegative check (issued_count >= 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['coupon_amount_positive', 'coupon_rate_positive', 'coupon_max_discount_positive', 'coupon_issued_count_nonnegative']) {
    await sql`alter table coupon drop constraint if exists ${sql.id(name)}`.execute(db);
  }
}
