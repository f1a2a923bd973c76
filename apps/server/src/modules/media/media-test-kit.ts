import sharp from 'sharp';
import type { HttpClient } from '../../../test/http-client';

// Used by the media and review tests (and the inquiry tests, for their photos): real
// pictures made with sharp, sent as multipart the way a browser's FormData sends them.

export interface TestFile {
  name: string;
  type: string;
  bytes: Buffer;
}

export interface UploadAnswer {
  status: number;
  body: { code: number | string; message: string; data?: { images: { imageId: string; url: string; thumbnailUrl: string; srcSet: string; width: number; height: number }[] } };
}

/** POSTs files as multipart/form-data with the client's cookies and XSRF token. */
export function uploadFiles(client: HttpClient, files: readonly TestFile[], purpose = 'review'): Promise<UploadAnswer> {
  return postFiles(client, `/api/media/v1/images?purpose=${purpose}`, files);
}

/** POSTs files as multipart/form-data (field `photos` unless named) to any path, the way a browser's FormData does. */
export async function postFiles<T = UploadAnswer['body']>(client: HttpClient, path: string, files: readonly TestFile[], field = 'photos'): Promise<{ status: number; body: T }> {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get('/api/health');
  const form = new FormData();
  for (const file of files) form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const headers: Record<string, string> = { 'x-xsrf-token': decodeURIComponent(client.cookies.get('XSRF-TOKEN') ?? '') };
  if (client.cookies.size) headers.cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${client.baseUrl}${path}`, { method: 'POST', headers, body: form });
  const text = await response.text();
  let body: T;
  try {
    body = JSON.parse(text);
  } catch {
    body = { code: 'NOT_JSON', message: text } as T;
  }
  return { status: response.status, body };
}

/** A small photo-like JPEG carrying a camera name and a GPS position (Seoul) in its EXIF, stored sideways (orientation 6). */
export async function jpegWithGps(width = 600, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .composite([{ input: { create: { width: Math.round(width / 3), height: Math.round(height / 3), channels: 3, background: { r: 20, g: 40, b: 200 } } }, top: 0, left: 0 }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'MaruCam', Model: 'Secret Serial 1234' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 59/1', GPSLongitudeRef: 'E', GPSLongitude: '126/1 58/1 41/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export function pngImage(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 1 } } }).png().toBuffer();
}

export function webpImage(width = 200, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 90, g: 90, b: 90 } } }).webp().toBuffer();
}

export const asJpegName = (bytes: Buffer, name = 'photo.jpg'): TestFile => ({ name, type: 'image/jpeg', bytes });
