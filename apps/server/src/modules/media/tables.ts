import type { MediaPurpose } from '@maru/domain';
import type { CreatedAt } from '../../db/columns';

/**
 * One uploaded picture, owned by the member who uploaded it. Its files are content-addressed
 * (storage_key/<width>.webp) and may be shared with another upload of the same bytes. A
 * picture is attached once, by the review or inquiry that names it; one never attached is
 * forgotten after a day (media.forget-unattached).
 */
export interface MediaImageTable {
  /** 32 hex characters, random: handed to the browser, named back by the review. */
  image_id: string;
  member_id: number;
  purpose: MediaPurpose;
  /** uploads/<purpose>/<hash[0..2]>/<hash> */
  storage_key: string;
  /** The largest output's size. */
  width: number;
  height: number;
  /** Bytes of all outputs together. */
  bytes: number;
  created_at: CreatedAt;
  attached_at: Date | null;
}

export interface MediaTables {
  media_image: MediaImageTable;
}
