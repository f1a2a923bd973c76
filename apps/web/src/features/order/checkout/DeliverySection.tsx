import { DELIVERY_MEMO_CUSTOM, DELIVERY_MEMO_PRESETS, type AddressView } from '@maru/domain';
import { useState } from 'react';
import { AddressBookDialog, PostcodeButton } from '@/features/address';
import { bindFields, errorIdOf, FieldError, FormField, PhoneField } from '@/shared/form';
import { Button } from '@/shared/ui';
import styles from '../Order.module.css';
import type { CheckoutForm, FieldErrors, ReceiverDraft } from './checkout-form';

interface DeliverySectionProps {
  form: CheckoutForm;
  /** Members have an address book; guests type a new address. */
  member: boolean;
  errors: FieldErrors;
  onChange: (patch: Partial<CheckoutForm>) => void;
}

/** The postcode widget's road address, with the building name as Korean shops print it. */
function addressLine(picked: { address: string; buildingName: string }): string {
  const building = picked.buildingName.trim();
  return building && !picked.address.includes(building) ? `${picked.address} (${building})` : picked.address;
}

function BookAddress({ address }: { address: AddressView }) {
  return (
    <div className={styles.addressCard} data-testid="book-address">
      <strong>
        {address.label}
        {address.isDefault ? <span className={styles.badge}>기본 배송지</span> : null}
      </strong>
      <span>
        {address.receiverName} · {address.receiverPhone}
      </span>
      <span>
        ({address.zonecode}) {address.address} {address.addressDetail}
      </span>
    </div>
  );
}

function NewAddressFields({ form, member, errors, onChange }: DeliverySectionProps) {
  const receiver = form.newReceiver;
  const set = (patch: Partial<ReceiverDraft>) => onChange({ newReceiver: { ...receiver, ...patch } });
  const field = bindFields(receiver, errors, set);
  return (
    <>
      <div className={styles.row}>
        <Button variant="ghost" onClick={() => set({ name: form.orderer.name, phone: form.orderer.phone })}>
          주문자 정보와 같게 입력
        </Button>
      </div>
      <FormField {...field('name', { id: 'receiver-name' })} label="받는 분" required autoComplete="shipping name" maxLength={30} />
      <PhoneField {...field('phone', { id: 'receiver-phone' })} label="연락처" required autoComplete="shipping tel" />
      <div className={styles.row}>
        <div className={styles.grow}>
          <FormField
            id="receiver-zonecode"
            label="우편번호"
            required
            readOnly
            placeholder="주소 검색으로 입력"
            value={receiver.zonecode}
            error={errors['receiver-zonecode']}
          />
        </div>
        <PostcodeButton
          label="주소 검색"
          onSelect={(picked) => set({ zonecode: picked.zonecode, address: addressLine(picked) })}
        />
      </div>
      <FormField id="receiver-address" label="주소" readOnly value={receiver.address} placeholder="도로명 주소" />
      <FormField
        {...field('addressDetail', { id: 'receiver-detail' })}
        label="상세 주소"
        autoComplete="shipping address-line2"
        maxLength={100}
        placeholder="동, 호수 등 나머지 주소"
      />
      {member ? (
        <label className={styles.check}>
          <input type="checkbox" checked={form.saveToBook} onChange={(event) => onChange({ saveToBook: event.target.checked })} />
          배송지 목록에 저장
        </label>
      ) : null}
    </>
  );
}

function MemoField({ form, errors, onChange }: Pick<DeliverySectionProps, 'form' | 'errors' | 'onChange'>) {
  return (
    <div className={styles.stack}>
      <label htmlFor="memo-choice" className={styles.muted}>
        배송 메모
      </label>
      <select id="memo-choice" className={styles.select} value={form.memoChoice} onChange={(event) => onChange({ memoChoice: event.target.value })}>
        <option value="">배송 메모를 선택해 주세요 (선택)</option>
        {DELIVERY_MEMO_PRESETS.map((preset) => (
          <option key={preset} value={preset}>
            {preset}
          </option>
        ))}
        <option value={DELIVERY_MEMO_CUSTOM}>{DELIVERY_MEMO_CUSTOM}</option>
      </select>
      {form.memoChoice === DELIVERY_MEMO_CUSTOM ? (
        <FormField
          {...bindFields(form, errors, onChange)('memoText', { id: 'memo-text' })}
          label="배송 메모 직접 입력"
          maxLength={100}
          placeholder="배송 기사님께 전할 말 (100자 이내)"
        />
      ) : null}
    </div>
  );
}

export function DeliverySection(props: DeliverySectionProps) {
  const { form, member, errors, onChange } = props;
  const [bookOpen, setBookOpen] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="delivery-title">
      <h2 id="delivery-title" className={styles.sectionTitle}>
        배송지
      </h2>
      {member ? (
        <div className={styles.tabs} role="radiogroup" aria-label="배송지 선택 방법">
          <label>
            <input type="radio" name="delivery-mode" checked={form.deliveryMode === 'book'} onChange={() => onChange({ deliveryMode: 'book' })} />
            배송지 목록
          </label>
          <label>
            <input type="radio" name="delivery-mode" checked={form.deliveryMode === 'new'} onChange={() => onChange({ deliveryMode: 'new' })} />새 배송지
          </label>
        </div>
      ) : null}
      {member && form.deliveryMode === 'book' ? (
        <>
          {form.bookAddress ? <BookAddress address={form.bookAddress} /> : <p className={styles.muted}>선택한 배송지가 없습니다. 배송지 목록에서 고르거나 새 배송지를 입력해 주세요.</p>}
          <div className={styles.row}>
            <Button id="receiver-book" variant="secondary" aria-describedby={errorIdOf('receiver-book', errors['receiver-book'])} onClick={() => setBookOpen(true)}>
              배송지 목록
            </Button>
          </div>
          <FieldError id="receiver-book-error" message={errors['receiver-book']} />
          <AddressBookDialog
            open={bookOpen}
            onClose={() => setBookOpen(false)}
            onPick={(address) => {
              onChange({ bookAddress: address });
              setBookOpen(false);
            }}
          />
        </>
      ) : (
        <NewAddressFields {...props} />
      )}
      <MemoField form={form} errors={errors} onChange={onChange} />
    </section>
  );
}
