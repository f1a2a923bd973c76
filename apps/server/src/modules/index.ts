import type { ServerModule } from '../core/module';
import { addressModule } from './address';
import { benefitModule } from './benefit';
import { cartModule } from './cart';
import { exhibitionModule } from './exhibition';
import { catalogueModule } from './catalogue';
import { codeModule } from './code';
import { contentModule } from './content';
import { dashboardModule } from './dashboard';
import { documentModule } from './document';
import { identityModule } from './identity';
import { inquiryModule } from './inquiry';
import { orderModule } from './order';
import { sandboxModule } from './sandbox';
import { mediaModule } from './media';
import { membersModule } from './members';
import { retentionModule } from './retention';
import { reviewModule } from './review';
import { messageModule } from './message';
import { mypageModule } from './mypage';
import { seoModule } from './seo';
import { staffModule } from './staff';
import { stylingModule } from './styling';
import { showroomModule } from './showroom';

/** Every feature module of the API, in registration order. One line each. */
export const modules: readonly ServerModule[] = [codeModule, contentModule, identityModule, sandboxModule, catalogueModule, cartModule, addressModule, orderModule, messageModule, staffModule, seoModule, inquiryModule, mypageModule, mediaModule, reviewModule, benefitModule, documentModule, exhibitionModule, showroomModule, stylingModule, dashboardModule, membersModule, retentionModule];
