export { PhotoPicker } from './PhotoPicker';
export { usePhotoUploads, type PickedPhoto } from './use-photo-uploads';
