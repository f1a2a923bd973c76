import { type AdminProductImage, PRODUCT_IMAGES_MAX, PRODUCT_IMAGES_PER_UPLOAD } from '@maru/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DragEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import { movedAnnouncement, moveItem, targetOfKey } from './picture-order';
import { deletePicture, describePicture, productQuery, productsKey, reorderPictures, uploadPictures } from './products-api';

const failure = (error: unknown, fallback: string) => (error instanceof ConsoleApiError ? error.message : fallback);

/** Which control of which picture takes the focus once a keyboard move has re-rendered the list. */
export type FocusTarget = { imageId: number; control: 'handle' | 'forward' | 'back' };

/** The pictures panel's state and calls, as its pieces share them. */
export type PicturesPanelState = ReturnType<typeof usePicturesPanel>;

/** A product's pictures as the panel changes them: upload, order, alt text and delete, each saved at once. */
export function usePicturesPanel(productNo: number, images: AdminProductImage[]) {
  const answers = usePictureAnswers(productNo);
  const upload = usePictureUpload(productNo, images.length, answers);
  const edits = usePictureEdits(productNo, answers);
  const order = usePictureOrder(productNo, images, answers, upload.upload.isPending || edits.remove.isPending);
  return { ...upload, ...edits, ...order };
}

type PictureAnswers = ReturnType<typeof usePictureAnswers>;

/** What every picture call does with its answer: the product in the cache takes its pictures (the first one its main picture), and the lists and the audit log are read again. */
function usePictureAnswers(productNo: number) {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const keep = (answer: { images: AdminProductImage[] }) => {
    queryClient.setQueryData(productQuery(productNo).queryKey, (current) =>
      current && { ...current, images: answer.images, imageUrl: answer.images[0]?.url640 ?? current.imageUrl },
    );
  };
  const refreshLists = () => Promise.all([[...productsKey, 'list'], auditKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return { keep, refreshLists, showToast };
}

/** Several pictures at once from the file field, within the limits per upload and per product; what went wrong is said over the list. */
function usePictureUpload(productNo: number, count: number, { keep, refreshLists, showToast }: PictureAnswers) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();

  const upload = useMutation({
    mutationFn: (files: File[]) => uploadPictures(productNo, files),
    onMutate: () => setProblem(undefined),
    onSuccess: (answer, files) => {
      keep(answer);
      showToast(`사진 ${files.length}장을 올렸습니다.`, 'success');
    },
    onError: (error) => setProblem(failure(error, '사진을 올리지 못했습니다. 다시 시도해 주세요.')),
    onSettled: () => {
      if (fileInput.current) fileInput.current.value = '';
      return refreshLists();
    },
  });

  function chooseFiles(list: FileList | null) {
    const files = [...(list ?? [])];
    if (files.length === 0) return;
    if (files.length > PRODUCT_IMAGES_PER_UPLOAD) {
      setProblem(`사진은 한 번에 ${PRODUCT_IMAGES_PER_UPLOAD}장까지 올릴 수 있습니다.`);
      return;
    }
    if (count + files.length > PRODUCT_IMAGES_MAX) {
      setProblem(`상품 사진은 ${PRODUCT_IMAGES_MAX}장까지 둘 수 있습니다. ${PRODUCT_IMAGES_MAX - count}장 더 올릴 수 있습니다.`);
      return;
    }
    upload.mutate(files);
  }

  return { fileInput, problem, upload, chooseFiles };
}

/** A picture's alt text (saved as given) and its deletion, asked first (`deleting` is the picture asked about). */
function usePictureEdits(productNo: number, { keep, refreshLists, showToast }: PictureAnswers) {
  const [deleting, setDeleting] = useState<AdminProductImage>();

  const describe = useMutation({
    mutationFn: ({ image, alt }: { image: AdminProductImage; alt: string }) => describePicture(productNo, image.imageId, alt),
    onSuccess: (answer) => {
      keep(answer);
      showToast('대체 텍스트를 저장했습니다.', 'success');
    },
    onError: (error) => showToast(failure(error, '대체 텍스트를 저장하지 못했습니다.'), 'error'),
    onSettled: refreshLists,
  });

  const remove = useMutation({
    mutationFn: (image: AdminProductImage) => deletePicture(productNo, image.imageId),
    onSuccess: (answer) => {
      keep(answer);
      setDeleting(undefined);
      showToast('사진을 지웠습니다.', 'success');
    },
    onError: (error) => showToast(failure(error, '사진을 지우지 못했습니다.'), 'error'),
    onSettled: refreshLists,
  });

  return { deleting, setDeleting, describe, remove };
}

/**
 * The pictures' order, moved by a drag, a button or an arrow key on a handle: the new order is
 * shown and announced at once and saved whole; nothing moves while another change is being
 * saved (`otherBusy`, or a move before it).
 */
function usePictureOrder(productNo: number, images: AdminProductImage[], { keep, refreshLists, showToast }: PictureAnswers, otherBusy: boolean) {
  /** The order shown while a move is being saved; the saved answer replaces it. */
  const [pendingOrder, setPendingOrder] = useState<AdminProductImage[]>();
  const [announcement, setAnnouncement] = useState('');
  const [dragFrom, setDragFrom] = useState<number>();
  const shown = pendingOrder ?? images;
  const { list, setFocusTarget } = useFocusAfterMove(shown);

  const reorder = useMutation({
    mutationFn: (order: AdminProductImage[]) => reorderPictures(productNo, order.map((image) => image.imageId)),
    onSuccess: keep,
    onError: (error) => {
      setAnnouncement('');
      showToast(failure(error, '순서를 저장하지 못했습니다. 다시 시도해 주세요.'), 'error');
    },
    onSettled: () => {
      setPendingOrder(undefined);
      return refreshLists();
    },
  });
  const busy = otherBusy || reorder.isPending;

  function move(from: number, to: number, focus?: FocusTarget['control']) {
    if (busy || to === from || to < 0 || to >= shown.length) return;
    const moved = shown[from]!;
    const next = moveItem(shown, from, to);
    setPendingOrder(next);
    setAnnouncement(movedAnnouncement(to, next.length));
    if (focus) setFocusTarget({ imageId: moved.imageId, control: focus });
    reorder.mutate(next);
  }

  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const to = targetOfKey(event.key, index, shown.length);
    if (to === undefined) return;
    event.preventDefault();
    move(index, to, 'handle');
  };

  const onDrop = (event: DragEvent<HTMLLIElement>, index: number) => {
    event.preventDefault();
    if (dragFrom !== undefined) move(dragFrom, index);
    setDragFrom(undefined);
  };

  return { list, shown, announcement, reorder, busy, move, onHandleKey, dragFrom, setDragFrom, onDrop };
}

/** After a keyboard move the same control of the moved picture keeps the focus (its handle when that control is now disabled). */
function useFocusAfterMove(shown: AdminProductImage[]) {
  const list = useRef<HTMLOListElement>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>();

  useEffect(() => {
    if (!focusTarget || !list.current) return;
    const control = (name: FocusTarget['control']) => list.current?.querySelector<HTMLButtonElement>(`[data-picture-control="${focusTarget.imageId}:${name}"]`);
    const wanted = control(focusTarget.control);
    (wanted && !wanted.disabled ? wanted : control('handle'))?.focus();
    setFocusTarget(undefined);
  }, [focusTarget, shown]);

  return { list, setFocusTarget };
}
