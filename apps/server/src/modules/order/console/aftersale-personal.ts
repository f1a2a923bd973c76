import type { adminOrderRow, AdminOrderView } from '@maru/domain';
import type { z } from 'zod';
import type { PersonalDataView, PersonalRead } from '../../staff';

// The order console's personal data through the request's view (staff/personal-data.ts):
// orderer, receiver and address, a personal cash receipt's phone number and a refund
// account's holder are masked for staff without the personal-data right. The delivery memo
// stays: the operator ships by it.

type OrderRow = z.infer<typeof adminOrderRow>;

const ORDER_PURPOSE = '주문 처리';

export function shownOrder(view: AdminOrderView, personal: PersonalDataView): AdminOrderView {
  const receipt = view.payment.cashReceipt;
  return {
    ...view,
    orderer: { name: personal.name(view.orderer.name), phone: personal.phone(view.orderer.phone), email: personal.email(view.orderer.email) },
    receiver: { ...personal.place(view.receiver), name: personal.name(view.receiver.name), phone: personal.phone(view.receiver.phone) },
    // A personal receipt is issued to a phone number; a business one to the company's number.
    payment: { ...view.payment, cashReceipt: receipt && (receipt.type === 'PERSONAL' ? { ...receipt, number: personal.phone(receipt.number) } : receipt) },
    claims: view.claims.map((claim) => ({ ...claim, refundAccount: claim.refundAccount && { ...claim.refundAccount, holder: personal.name(claim.refundAccount.holder) } })),
  };
}

export const shownOrderRow = (row: OrderRow, personal: PersonalDataView): OrderRow => ({ ...row, ordererName: personal.name(row.ordererName), ordererPhone: personal.phone(row.ordererPhone) });

/** What an answer of orders read (the list's page or one order), for the access record. */
export const orderRead = (orderNos: readonly string[]): PersonalRead => ({ targetType: 'order', ids: orderNos, fields: ['name', 'phone', 'email', 'address'], purpose: ORDER_PURPOSE });
export const orderListRead = (orderNos: readonly string[]): PersonalRead => ({ ...orderRead(orderNos), fields: ['name', 'phone'] });
