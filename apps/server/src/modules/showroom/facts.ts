import { type DayHours, floorSpan, openingHours, type ShowroomFacts, weeklyClosedDays } from '@maru/domain';
import type { PlaceholderSource } from '../../core/text/placeholders';
import type { Db } from '../../db/database';
import { allOffices, floorsOf, type OfficeRow } from './queries';

// The one account of where the showrooms are and when they open. The showroom pages, the
// footer, the home card, banners and FAQ answers all say what this says (issue 26: three
// addresses and three sets of hours had crept into copies).

export function factsOf(office: OfficeRow, floors: readonly { slug: string; name: string }[]): ShowroomFacts {
  const hours = office.hours as DayHours[];
  return {
    slug: office.slug,
    name: office.name,
    city: office.city,
    address: office.address,
    floors: floorSpan(floors),
    openingHours: openingHours(hours),
    weeklyClosed: weeklyClosedDays(hours),
  };
}

/** Every office's facts, in the offices' display order (the flagship first). */
export async function showroomFacts(db: Db): Promise<ShowroomFacts[]> {
  const offices = await allOffices(db);
  const floors = await floorsOf(db, offices.map((office) => office.office_id));
  return offices.map((office) => factsOf(office, floors.filter((floor) => floor.office_id === office.office_id)));
}

/**
 * What texts elsewhere may name: {showroom.name}, {showroom.address}, {showroom.floors},
 * {showroom.hours} and {showroom.closed} are the flagship's (the first office, 성수), the
 * one the home page, banners and FAQ talk about.
 */
export function placeholderValues(facts: readonly ShowroomFacts[]): Record<string, string> {
  const flagship = facts[0];
  if (!flagship) return {};
  return { name: flagship.name, city: flagship.city, address: flagship.address, floors: flagship.floors, hours: flagship.openingHours, closed: flagship.weeklyClosed };
}

export const showroomPlaceholders: PlaceholderSource = {
  prefix: 'showroom',
  values: async (db) => placeholderValues(await showroomFacts(db)),
};
