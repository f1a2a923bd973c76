import type { Kysely, Transaction } from 'kysely';
import type { AddressTables } from '../modules/address/tables';
import type { BenefitTables } from '../modules/benefit/tables';
import type { CartTables } from '../modules/cart/tables';
import type { CatalogueTables } from '../modules/catalogue/tables';
import type { CodeTables } from '../modules/code/tables';
import type { ContentTables } from '../modules/content/tables';
import type { IdentityTables } from '../modules/identity/tables';
import type { InquiryTables } from '../modules/inquiry/tables';
import type { MediaTables } from '../modules/media/tables';
import type { ReviewTables } from '../modules/review/tables';
import type { MessageTables } from '../modules/message/tables';
import type { MypageTables } from '../modules/mypage/tables';
import type { OrderPublishedViews, OrderTables } from '../modules/order/tables';
import type { StaffTables } from '../modules/staff/tables';
import type { ShowroomTables } from '../modules/showroom/tables';
import type { ExhibitionTables } from '../modules/exhibition/tables';
import type { StylingTables } from '../modules/styling/tables';
import type { SandboxTables } from '../modules/sandbox/tables';

/**
 * Every table of every module. Each module declares its own tables in its tables.ts;
 * this type only joins them (`& OtherTables`) so one Kysely instance sees them all, with the
 * views a module publishes for the others to read (`…PublishedViews`).
 */
export type Database = CodeTables & IdentityTables & ContentTables & CatalogueTables & CartTables & AddressTables & OrderTables & OrderPublishedViews & MessageTables & StaffTables & InquiryTables & MypageTables & MediaTables & ReviewTables & BenefitTables & ShowroomTables & ExhibitionTables & StylingTables & SandboxTables;

/** The pool or an open transaction: a query taking either runs in the caller's transaction when there is one. */
export type Db = Kysely<Database> | Transaction<Database>;
