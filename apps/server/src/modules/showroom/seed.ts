import type { SeedContext } from '../../core/module';
import { SEED_OFFICES } from './seed-data';
import { pickProductNos } from '../catalogue';

/**
 * Writes the showrooms, their floors and zones, and the catalogue products each zone shows
 * (the department's best-liked products, a different set per office). Idempotent: existing
 * offices, floors and zones are kept as they are, and a zone that already shows products is
 * left alone, so staff changes survive restarts. Runs after the catalogue's seed.
 */
export async function seedShowroom({ db }: SeedContext): Promise<void> {
  for (const [officeIndex, office] of SEED_OFFICES.entries()) {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('showroom_office')
        .values({
          slug: office.slug,
          name: office.name,
          city: office.city,
          address: office.address,
          phone: office.phone,
          parking: office.parking,
          intro: office.intro,
          lat: office.lat,
          lng: office.lng,
          hours: JSON.stringify(office.hours),
          transit: JSON.stringify(office.transit),
          car: JSON.stringify(office.car),
          capacity_per_slot: office.capacity,
          sort_order: officeIndex,
        })
        .onConflict((oc) => oc.column('slug').doNothing())
        .execute();
      const { office_id: officeId } = await trx.selectFrom('showroom_office').select('office_id').where('slug', '=', office.slug).executeTakeFirstOrThrow();
      if (office.holidays.length) {
        await trx
          .insertInto('showroom_holiday')
          .values(office.holidays.map((day) => ({ office_id: officeId, holiday: day.date, label: day.label })))
          .onConflict((oc) => oc.columns(['office_id', 'holiday']).doNothing())
          .execute();
      }
      for (const [floorIndex, floor] of office.floors.entries()) {
        await trx
          .insertInto('showroom_floor')
          .values({ office_id: officeId, slug: floor.slug, name: floor.name, title: floor.title, summary: floor.summary, sort_order: floorIndex })
          .onConflict((oc) => oc.columns(['office_id', 'slug']).doNothing())
          .execute();
        const { floor_id: floorId } = await trx.selectFrom('showroom_floor').select('floor_id').where('office_id', '=', officeId).where('slug', '=', floor.slug).executeTakeFirstOrThrow();
        for (const [zoneIndex, zone] of floor.zones.entries()) {
          await trx
            .insertInto('showroom_zone')
            .values({ floor_id: floorId, name: zone.name, description: zone.description, sort_order: zoneIndex })
            .onConflict((oc) => oc.columns(['floor_id', 'name']).doNothing())
            .execute();
          const { zone_id: zoneId } = await trx.selectFrom('showroom_zone').select('zone_id').where('floor_id', '=', floorId).where('name', '=', zone.name).executeTakeFirstOrThrow();
          const shown = await trx.selectFrom('showroom_zone_product').select('product_no').where('zone_id', '=', zoneId).limit(1).execute();
          if (shown.length) continue;
          // The best-liked products of the department; each office shows different pieces.
          const products = await pickProductNos(trx, { department: zone.department, order: 'popularity', limit: zone.products, offset: officeIndex * zone.products });
          if (products.length === 0) continue;
          await trx
            .insertInto('showroom_zone_product')
            .values(products.map((productNo, sortOrder) => ({ zone_id: zoneId, product_no: productNo, sort_order: sortOrder })))
            .execute();
        }
      }
    });
  }
}
