import { floorParams, floorView, kstDayOf, officeListView, officeParams, officeView } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../core/http/errors';
import { productCard, productCardsByNo } from '../catalogue';
import { officeNotFound } from './bookings';
import { allOffices, findOffice, floorsOf, holidaysFrom, type OfficeRow, zonesOf } from './queries';
import { PUBLIC_CACHE, type ShowroomRouteKit, tags } from './routes-kit';
import { officeViewOf } from './views';

/** The showroom offices (address, hours, holidays, map, floors) and one floor's zones with their products. */
export const officeRoutes: FastifyPluginAsyncZod<Pick<ShowroomRouteKit, 'kakaoJsKey'>> = async (app, { kakaoJsKey }) => {
  async function viewsOf(rows: OfficeRow[]) {
    const ids = rows.map((row) => row.office_id);
    const [holidays, floors] = await Promise.all([holidaysFrom(app.db, ids, kstDayOf(app.clock.now())), floorsOf(app.db, ids)]);
    return rows.map((row) =>
      officeViewOf(row, {
        holidays: holidays.filter((day) => day.office_id === row.office_id).map(({ date, label }) => ({ date, label })),
        floors: floors.filter((floor) => floor.office_id === row.office_id).map(({ slug, name, title, summary }) => ({ slug, name, title, summary })),
        kakaoJsKey,
      }),
    );
  }

  const listSchema = { tags, summary: '쇼룸 목록 (주소, 운영 시간, 휴무, 지도, 층)', response: { 200: answerOf(officeListView) } };
  app.get('/showroom/v1/offices', { schema: listSchema }, async (_request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE);
    return ok({ list: await viewsOf(await allOffices(app.db)) });
  });

  const officeSchema = { tags, summary: '쇼룸 한 곳', params: officeParams, response: { 200: answerOf(officeView) } };
  app.get('/showroom/v1/offices/:office', { schema: officeSchema }, async (request, reply) => {
    const row = await findOffice(app.db, request.params.office);
    if (!row) throw officeNotFound();
    reply.header('cache-control', PUBLIC_CACHE);
    return ok((await viewsOf([row]))[0]!);
  });

  const floorSchema = { tags, summary: '쇼룸 층별 안내 (구역, 브랜드, 전시 상품)', params: floorParams, response: { 200: answerOf(floorView) } };
  app.get('/showroom/v1/offices/:office/floors/:floor', { schema: floorSchema }, async (request, reply) => {
    const office = await findOffice(app.db, request.params.office);
    if (!office) throw officeNotFound();
    const floors = await floorsOf(app.db, [office.office_id]);
    const floor = floors.find((candidate) => candidate.slug === request.params.floor);
    if (!floor) throw officeNotFound();
    const zones = await zonesOf(app.db, floor.floor_id);
    const cards = await productCardsByNo(app.db, zones.flatMap((zone) => zone.productNos));
    const bySlug = ({ slug, name, title, summary }: (typeof floors)[number]) => ({ slug, name, title, summary });
    reply.header('cache-control', PUBLIC_CACHE);
    return ok({
      office: { slug: office.slug, name: office.name },
      floor: bySlug(floor),
      floors: floors.map(bySlug),
      zones: zones.map((zone) => {
        const products = cards.filter((card) => zone.productNos.includes(card.productNo)).map(productCard);
        return { name: zone.name, description: zone.description, brands: [...new Set(products.map((product) => product.brandName))], products };
      }),
    });
  });
};
