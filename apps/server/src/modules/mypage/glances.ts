import type { BenefitGlanceView, InquiryGlanceView, ReviewGlanceView } from '@maru/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { benefitGlance } from '../benefit';
import { inquiryGlance } from '../inquiry';
import { reviewGlance } from '../review';

// What the benefit, review and inquiry modules tell my page home, through the functions
// they export from their index.ts (the signatures agreed for issue 14).

export interface Glances {
  benefits: BenefitGlanceView;
  reviews: ReviewGlanceView;
  inquiries: InquiryGlanceView;
}

export async function glancesOf(db: Kysely<Database>, memberId: number, now: Date): Promise<Glances> {
  const [benefits, reviews, inquiries] = await Promise.all([benefitGlance(db, memberId, now), reviewGlance(db, memberId), inquiryGlance(db, memberId)]);
  return { benefits, reviews, inquiries };
}
