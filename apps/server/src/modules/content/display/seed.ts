import type { SeedContext } from '../../../core/module';
import { aboutBrand, aboutCompany, aboutPeople, categoryShortcuts, heroSlides, samplePromotion, showroomInvitation } from '../editorial';
import { upsertBlocks } from './queries';

export async function seedDisplay({ db }: SeedContext): Promise<void> {
  await upsertBlocks(db, {
    'home.heroSlides': [...heroSlides],
    'home.samplePromotion': samplePromotion,
    'home.showroomInvitation': showroomInvitation,
    'home.categoryShortcuts': [...categoryShortcuts],
    'about.brand': aboutBrand,
    'about.company': aboutCompany,
    'about.people': aboutPeople,
  });
}
