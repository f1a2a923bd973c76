import { Button, Dialog } from '@/shared/ui';
import type { CartLineData } from './cart-api';
import { ChangeOptionDialog } from './ChangeOptionDialog';

/** Asks before the lines go. */
function DeleteLinesDialog({ count, onCancel, onConfirm }: { count: number; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Dialog
      open
      onClose={onCancel}
      title="상품 삭제"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            취소
          </Button>
          <Button onClick={onConfirm}>삭제</Button>
        </>
      }
    >
      <p>선택한 상품 {count}개를 장바구니에서 삭제할까요?</p>
    </Dialog>
  );
}

interface CartDialogsProps {
  /** The lines waiting for the shopper's yes before they go. */
  confirmDelete: number[] | undefined;
  /** The line whose option is being changed. */
  changing: CartLineData | undefined;
  closeDelete: () => void;
  closeChange: () => void;
  onDelete: (cartSeqs: number[]) => void;
  onChangeOption: (cartSeq: number, optionGroupSeq: number) => void;
}

/** The cart's two dialogs: deleting lines, and changing a line's option. */
export function CartDialogs({ confirmDelete, changing, closeDelete, closeChange, onDelete, onChangeOption }: CartDialogsProps) {
  return (
    <>
      {confirmDelete ? (
        <DeleteLinesDialog
          count={confirmDelete.length}
          onCancel={closeDelete}
          onConfirm={() => {
            onDelete(confirmDelete);
            closeDelete();
          }}
        />
      ) : null}

      {changing ? (
        <ChangeOptionDialog
          line={changing}
          onClose={closeChange}
          onChange={(row) => {
            onChangeOption(changing.cartSeq, row.itemGroupSeq);
            closeChange();
          }}
        />
      ) : null}
    </>
  );
}
