import type { FastifyRequest } from 'fastify';
import { memberIdOf } from '../../identity';
import type { CatalogueCaches } from '../caches';
import { productImageRows } from '../console/pictures';
import { categoryPath, findProductDetail, findProductNotice, isLiked, listOptionItems } from '../queries';
import type { App } from './deps';

// What the shop's product page groups share (products.ts registers them).

/**
 * A product's name, prices, description, category path, options and whether it is sold
 * out are the same for every visitor and change only when a writer or the database
 * reports it (caches.ts); likes are read live, and only for members.
 */
export const productPartsOf = (app: App, productParts: CatalogueCaches['productParts']) => (productNo: number) =>
  productParts.get(String(productNo), async () => {
    const product = await findProductDetail(app.db, productNo);
    if (!product) return { product: undefined, categoryPath: [], optionItems: [], pictureKeys: [], notice: null };
    const [path, optionItems, pictures, notice] = await Promise.all([
      categoryPath(app.db, product.categoryNo),
      listOptionItems(app.db, productNo),
      productImageRows(app.db, productNo),
      findProductNotice(app.db, productNo),
    ]);
    return { product, categoryPath: path, optionItems, pictureKeys: pictures.map((picture) => picture.storage_key), notice };
  });

export const likedByOf = (app: App) => async (request: FastifyRequest, productNo: number) => {
  const memberId = await memberIdOf(request);
  return memberId !== undefined && (await isLiked(app.db, memberId, 'product', productNo));
};
