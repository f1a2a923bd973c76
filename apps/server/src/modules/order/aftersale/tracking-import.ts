import {
  carrierOfCell, type ImportProblem, quoteCell, isValidTrackingNo, nextLineStatus, readLineNosCell, TRACKING_SHEET_COLUMNS, TRACKING_SHEET_REQUIRED, type TrackingSheetField,
} from '@maru/domain';
import { csvRecords } from '../../../core/files/csv-upload';
import type { Db } from '../../../db/database';
import type { AuditActor } from '../../staff';
import type { OrderDeps } from '../deps';
import { findOrdersByNos, linesOfOrders, lockOrder, orderLines, type OrderLineRow, type OrderRow } from '../queries/orders';
import { afterCommit, type AfterCommit } from './after-commit';
import { shipLockedLines, type Shipment } from './staff-actions';

// The 송장 spreadsheet: one row per parcel (주문번호, 주문상품번호, 택배사, 송장번호). Read into
// a plan with every problem by row and column (the header is row 1, as Excel numbers it);
// applied in one transaction only when the plan has no problem, each parcel through the
// same ship step, state machine and audit entry as the single ship call. Nothing is half done.

const MAX_ROWS = 5_000;
const MAX_PROBLEMS = 1_000;

export interface PlannedShipment extends Shipment {
  row: number;
  orderId: number;
}

export interface TrackingPlan {
  shipments: PlannedShipment[];
  /** Lines the file ships. */
  shipped: number;
  errors: ImportProblem[];
}

type Cells = Record<TrackingSheetField, string>;

class Problems {
  readonly list: ImportProblem[] = [];
  add(row: number, field: TrackingSheetField | '파일', message: string): void {
    const column = field === '파일' ? field : TRACKING_SHEET_COLUMNS[field];
    if (this.list.length < MAX_PROBLEMS) this.list.push({ row, column, message });
  }
}

async function readRows(file: Buffer, problems: Problems): Promise<{ row: number; cells: Cells }[]> {
  const read = await csvRecords(file, problems, { maxRows: MAX_ROWS, trim: true });
  if (!read) return [];
  const { header, data } = read;
  // Other columns a carrier's sheet carries (받는 분, 주소 …) are left alone.
  const fields = Object.entries(TRACKING_SHEET_COLUMNS) as [TrackingSheetField, string][];
  const indexOf = new Map(fields.map(([field, label]) => [field, header.findIndex((cell) => cell.replace(/\s+/g, '') === label)]));
  for (const field of TRACKING_SHEET_REQUIRED) if (indexOf.get(field) === -1) problems.add(1, field, '꼭 있어야 하는 열이 없습니다.');
  if (problems.list.length) return [];
  return data
    .map((record, index) => ({
      row: index + 2,
      cells: Object.fromEntries(fields.map(([field]) => [field, record[indexOf.get(field)!] ?? ''])) as Cells,
    }))
    .filter(({ cells }) => Object.values(cells).some((cell) => cell !== ''));
}

/** The order number as Excel may have mangled it (2.02611E+13): the operator needs to know why it is unknown. */
const orderNoHint = (cell: string) => (/e\+/i.test(cell) ? ' 엑셀이 숫자로 바꾼 값입니다. 주문번호 열의 서식을 텍스트로 바꿔 저장해 주세요.' : '');

/** Reads the file and checks each row against the orders as they are now; writes nothing. */
export async function planTrackingImport(db: Db, file: Buffer): Promise<TrackingPlan> {
  const problems = new Problems();
  const rows = await readRows(file, problems);
  const plan: TrackingPlan = { shipments: [], shipped: 0, errors: problems.list };
  if (problems.list.length) return plan;
  if (rows.length === 0) {
    problems.add(1, '파일', '올릴 행이 없습니다.');
    return plan;
  }

  const orders = new Map((await findOrdersByNos(db, [...new Set(rows.map((row) => row.cells.orderNo).filter(Boolean))])).map((order) => [order.order_no, order]));
  const linesOf = new Map<number, OrderLineRow[]>();
  for (const line of await linesOfOrders(db, [...orders.values()].map((order) => order.order_id))) linesOf.set(line.order_id, [...(linesOf.get(line.order_id) ?? []), line]);
  /** Where each line was already put in a parcel by an earlier row: `orderId:lineNo` → row. */
  const taken = new Map<string, number>();

  for (const { row, cells } of rows) {
    const before = problems.list.length;
    const order: OrderRow | undefined = cells.orderNo ? orders.get(cells.orderNo) : undefined;
    if (!cells.orderNo) problems.add(row, 'orderNo', '값이 비어 있습니다.');
    else if (!order) problems.add(row, 'orderNo', `없는 주문번호입니다: ${quoteCell(cells.orderNo)}.${orderNoHint(cells.orderNo)}`);

    const carrier = carrierOfCell(cells.carrier);
    if (!cells.carrier) problems.add(row, 'carrier', '값이 비어 있습니다.');
    else if (!carrier) problems.add(row, 'carrier', `알 수 없는 택배사입니다: ${quoteCell(cells.carrier)}. 택배사 목록의 이름(CJ대한통운 …)이나 코드(CJ …)로 입력해 주세요.`);

    if (!cells.trackingNo) problems.add(row, 'trackingNo', '값이 비어 있습니다.');
    else if (carrier && !isValidTrackingNo(carrier.code, cells.trackingNo)) {
      problems.add(row, 'trackingNo', carrier.code === 'DIRECT' ? `직접 배송 번호는 영문·숫자 30자까지입니다: ${quoteCell(cells.trackingNo)}` : `송장번호는 숫자 10~14자리입니다(하이픈은 빼도 됩니다): ${quoteCell(cells.trackingNo)}`);
    }

    const named = readLineNosCell(cells.lineNos);
    if (named === undefined) problems.add(row, 'lineNos', `주문상품번호는 1 또는 1,2처럼 숫자로 입력해 주세요: ${quoteCell(cells.lineNos)}`);

    const lines = order ? (linesOf.get(order.order_id) ?? []) : [];
    let lineNos: number[] = [];
    if (order && named !== undefined) {
      if (named.length === 0) {
        // Empty: every line ready to ship that no earlier row has taken.
        lineNos = lines.filter((line) => line.status !== null && nextLineStatus(line.status, { type: 'SHIP' }, 'staff').ok && !taken.has(`${order.order_id}:${line.line_no}`)).map((line) => line.line_no);
        if (lineNos.length === 0) problems.add(row, 'lineNos', `주문 ${order.order_no}에 배송을 시작할 상품이 없습니다(결제완료·상품준비중인 상품만 보낼 수 있습니다).`);
      } else {
        for (const lineNo of named) {
          const line = lines.find((candidate) => candidate.line_no === lineNo);
          const move = line?.status ? nextLineStatus(line.status, { type: 'SHIP' }, 'staff') : undefined;
          const earlier = taken.get(`${order.order_id}:${lineNo}`);
          if (!line) problems.add(row, 'lineNos', `주문 ${order.order_no}에 ${lineNo}번 상품이 없습니다.`);
          else if (!move) problems.add(row, 'lineNos', `${lineNo}번 ${line.product_name}: 결제가 끝나지 않은 주문입니다.`);
          else if (!move.ok) problems.add(row, 'lineNos', `${lineNo}번 ${line.product_name}: ${move.reason}`);
          else if (earlier !== undefined) problems.add(row, 'lineNos', `${lineNo}번 상품이 ${earlier}행에도 있습니다.`);
        }
        lineNos = named;
      }
    }
    if (problems.list.length > before || !order || !carrier) continue;
    for (const lineNo of lineNos) taken.set(`${order.order_id}:${lineNo}`, row);
    plan.shipments.push({ row, orderId: order.order_id, lineNos, carrierCode: carrier.code, trackingNo: cells.trackingNo });
    plan.shipped += lineNos.length;
  }
  return plan;
}

/**
 * Ships a clean plan in one transaction: the orders are locked in id order (two imports
 * never wait on each other in a circle), each parcel goes through the single ship call's
 * step, and a line that changed since the check refuses the whole file. The shoppers'
 * tracking messages are sent after the commit. Answers the lines shipped.
 */
export async function applyTrackingImport(deps: OrderDeps, plan: TrackingPlan, actor: AuditActor): Promise<number> {
  const later: AfterCommit = { refunds: [], messages: false, closedAccounts: [] };
  const shipped = await deps.db.transaction().execute(async (trx) => {
    const locked = new Map<number, OrderRow>();
    for (const orderId of [...new Set(plan.shipments.map((shipment) => shipment.orderId))].sort((a, b) => a - b)) locked.set(orderId, await lockOrder(trx, orderId));
    const now = deps.clock.now();
    let count = 0;
    for (const shipment of plan.shipments) {
      count += (await shipLockedLines(trx, locked.get(shipment.orderId)!, await orderLines(trx, shipment.orderId), shipment, actor, now)).length;
    }
    return count;
  });
  later.messages = shipped > 0;
  await afterCommit(deps, later);
  return shipped;
}
