import type { MediaImageView } from '@maru/domain';
import { useEffect, useRef, useState } from 'react';

/** A photo on a form: uploaded (with its id), being uploaded, or refused with the server's message. */
export type PickedPhoto =
  | { key: string; state: 'uploaded'; image: MediaImageView }
  | { key: string; state: 'uploading'; preview: string }
  | { key: string; state: 'failed'; preview: string; message: string };

let nextKey = 0;

/**
 * A form's photos (reviews, inquiries): each uploads as soon as it is picked, so the server
 * checks and converts it while the shopper writes; the uploaded ones' ids go with the form.
 * Previews are object URLs, released when the form goes.
 */
export function usePhotoUploads(upload: (file: File) => Promise<MediaImageView>, messageOf: (error: unknown) => string, initial: readonly MediaImageView[] = []) {
  const [photos, setPhotos] = useState<PickedPhoto[]>(() => initial.map((image) => ({ key: image.imageId, state: 'uploaded', image })));
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const replace = (key: string, photo: PickedPhoto) => setPhotos((list) => list.map((each) => (each.key === key ? photo : each)));
  const add = (files: File[]) => {
    for (const file of files) {
      const key = `new-${(nextKey += 1)}`;
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      setPhotos((list) => [...list, { key, state: 'uploading', preview }]);
      upload(file).then(
        (image) => replace(key, { key, state: 'uploaded', image }),
        (error: unknown) => replace(key, { key, state: 'failed', preview, message: messageOf(error) }),
      );
    }
  };
  const remove = (key: string) => setPhotos((list) => list.filter((photo) => photo.key !== key));
  const imageIds = photos.flatMap((photo) => (photo.state === 'uploaded' ? [photo.image.imageId] : []));
  return { photos, add, remove, imageIds, uploading: photos.some((photo) => photo.state === 'uploading') };
}
