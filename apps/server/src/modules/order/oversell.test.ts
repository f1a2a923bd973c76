import { ApiCode } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { buyNowSheet, freshOption, guest, orderBody, placeOf, startOrderServer, stockOf } from './order-test-kit';

/** Buyers racing for the stock: 50 in CI; ORDER_OVERSELL_BUYERS raises it (the benchmark runs 200). */
const BUYERS = Number(process.env.ORDER_OVERSELL_BUYERS ?? 50);
const STOCK = 5;

const server = serverForTests(startOrderServer);

describe('stock is never oversold', () => {
  it(`${BUYERS} buyers, each with their own sheet, order the last ${STOCK} pieces at once: exactly ${STOCK} orders`, async () => {
    const option = await freshOption(server, BUYERS);
    const productName = (await server.db.selectFrom('product').select('name').where('product_no', '=', option.productNo).executeTakeFirstOrThrow()).name;
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => guest(server)));
    // Every sheet is made while there is stock for everyone; then the stock drops to the last pieces.
    const sheets = await Promise.all(buyers.map((buyer) => buyNowSheet(buyer, option, 1)));
    await server.db.updateTable('product_option_row').set({ stock_cnt: STOCK }).where('item_group_seq', '=', option.optionGroupSeq).execute();

    const answers = await Promise.all(buyers.map((buyer, index) => placeOf(buyer, orderBody(sheets[index]!.sheetNo, { guest: true }))));

    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    const placed = answers.filter((answer) => answer.body.code === 0);
    const refused = answers.filter((answer) => answer.body.code !== 0);
    expect(placed).toHaveLength(STOCK);
    for (const answer of refused) {
      expect(answer.body.code).toBe(ApiCode.OUT_OF_STOCK);
      expect(answer.body.message).toContain(productName);
      expect(answer.body.message).toContain('재고가 부족');
    }
    expect(await stockOf(server, option)).toBe(0);
    const orders = await server.db.selectFrom('shop_order_line').select('order_id').where('item_group_seq', '=', option.optionGroupSeq).execute();
    expect(orders).toHaveLength(STOCK);
    // The losers' sheets were not used: the rolled-back transaction left them open.
    const used = await server.db.selectFrom('order_sheet').select('sheet_no').where('sheet_no', 'in', sheets.map((sheet) => sheet.sheetNo)).where('used_at', 'is not', null).execute();
    expect(used).toHaveLength(STOCK);
  }, 120_000);
});
