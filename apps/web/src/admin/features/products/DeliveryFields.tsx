import { DELIVERY_METHODS, deliveryMethodLabels, deliveryPayTypeLabels } from '@maru/domain';
import { FieldError } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import { choicesOf, Options } from '@/shared/ui/Options';
import { DataTable } from '../../ui/pieces/DataTable';
import { type DeliveryDraft, emptyDelivery, MAX_DELIVERIES } from './product-form-values';
import own from './products.module.css';

const PAY_TYPES = ['PREPAY', 'ARRIVAL'] as const;

interface DeliveryFieldsProps {
  deliveries: DeliveryDraft[];
  error: string | undefined;
  onChange: (deliveries: DeliveryDraft[]) => void;
}

/** 배송: one to three ways the product travels, each with its fee, free-over amount and who pays. */
export function DeliveryFields({ deliveries, error, onChange }: DeliveryFieldsProps) {
  const patch = (index: number, change: Partial<DeliveryDraft>) => onChange(deliveries.map((row, at) => (at === index ? { ...row, ...change } : row)));
  return (
    <>
      <DataTable columns={['방법', '배송비 (원)', '무료 배송 기준 (원, 비우면 없음)', '결제', '']} caption="배송 방법">
        {deliveries.map((row, index) => {
          const name = `배송 ${index + 1}`;
          return (
            <tr key={index}>
              <td>
                <select
                  id={index === 0 ? 'deliveries' : undefined}
                  className={own.cellSelect}
                  aria-label={`${name} 방법`}
                  aria-describedby={error ? 'deliveries-error' : undefined}
                  value={row.method}
                  onChange={(event) => patch(index, { method: event.target.value as DeliveryDraft['method'] })}
                >
                  <Options choices={choicesOf(DELIVERY_METHODS, (method) => deliveryMethodLabels[method])} />
                </select>
              </td>
              <td>
                <input className={own.cellInput} aria-label={`${name} 배송비`} inputMode="numeric" value={row.fee} onChange={(event) => patch(index, { fee: event.target.value })} />
              </td>
              <td>
                <input className={own.cellInput} aria-label={`${name} 무료 배송 기준`} inputMode="numeric" value={row.freeOver} onChange={(event) => patch(index, { freeOver: event.target.value })} />
              </td>
              <td>
                <select className={own.cellSelect} aria-label={`${name} 결제`} value={row.payType} onChange={(event) => patch(index, { payType: event.target.value as DeliveryDraft['payType'] })}>
                  <Options choices={choicesOf(PAY_TYPES, (type) => deliveryPayTypeLabels[type])} />
                </select>
              </td>
              <td>
                {deliveries.length > 1 ? (
                  <Button variant="ghost" onClick={() => onChange(deliveries.filter((_, at) => at !== index))} aria-label={`${name} 삭제`}>
                    삭제
                  </Button>
                ) : null}
              </td>
            </tr>
          );
        })}
      </DataTable>
      <FieldError id="deliveries-error" message={error} />
      {deliveries.length < MAX_DELIVERIES ? (
        <div>
          <Button variant="secondary" onClick={() => onChange([...deliveries, emptyDelivery()])}>
            배송 방법 추가
          </Button>
        </div>
      ) : null}
    </>
  );
}
