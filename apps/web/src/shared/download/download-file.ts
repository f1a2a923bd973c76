import { ApiCode, contentLengthOf, downloadPercent, fileNameFromDisposition } from '@maru/domain';

// File downloads from the API (spec 01 §7, 02 §7): a GET against the API host read as a
// blob, its bytes counted against Content-Length for a percentage, then saved through an
// object URL and a[download]. Not through the JSON client, which reads answers as text.

export interface DownloadProgress {
  received: number;
  /** Content-Length, or null when the server did not say. */
  total: number | null;
  /** Whole percent, or null while the total is unknown. */
  percent: number | null;
}

export type DownloadFailure = 'aborted' | 'http' | 'network';

export const DownloadMessage = {
  aborted: '내려받기를 취소했어요.',
  failed: '파일을 내려받지 못했어요. 잠시 후 다시 시도해 주세요.',
} as const;

export class DownloadError extends Error {
  override name = 'DownloadError';
  constructor(
    readonly kind: DownloadFailure,
    message: string,
    readonly status = 0,
  ) {
    super(message);
  }
}

export interface DownloadOptions {
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
  /** The file name when the answer names none. */
  fileName?: string;
  baseUrl?: string;
  fetch?: typeof fetch;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

const isAbort = (error: unknown) => (error as { name?: string } | null)?.name === 'AbortError';

/** The refusal's own text when the API sent the envelope (e.g. 요청한 자료를 찾을 수 없습니다.). */
async function refusalMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown };
    if (body.code !== ApiCode.SUCCESS && typeof body.message === 'string' && body.message.trim()) return body.message;
  } catch {
    // Not the envelope.
  }
  return DownloadMessage.failed;
}

export async function downloadFile(path: string, options: DownloadOptions = {}): Promise<DownloadedFile> {
  const { signal, onProgress, baseUrl = '/api' } = options;
  const fetchFn = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await fetchFn(`${baseUrl}${path}`, {
      method: 'GET',
      credentials: 'include',
      signal,
      // A document has no times in it, so no _off_set header; nothing here changes state, so no XSRF token.
      headers: { Accept: 'application/pdf, application/octet-stream, application/json' },
    });
  } catch (error) {
    throw isAbort(error) ? new DownloadError('aborted', DownloadMessage.aborted) : new DownloadError('network', DownloadMessage.failed);
  }
  if (!response.ok) throw new DownloadError('http', await refusalMessage(response), response.status);

  const total = contentLengthOf(response.headers.get('content-length'));
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition')) ?? options.fileName ?? 'download';
  const report = (received: number) => onProgress?.({ received, total, percent: downloadPercent(received, total) });
  report(0);
  try {
    if (!response.body) {
      const blob = await response.blob();
      report(blob.size);
      return { blob, fileName };
    }
    const reader = response.body.getReader();
    // fetch errors the body when its signal aborts; cancelling the reader as well covers
    // any stream that does not, and the check after the loop tells a cancel from the end.
    const stop = () => void reader.cancel().catch(() => undefined);
    signal?.addEventListener('abort', stop, { once: true });
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let received = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        report(received);
      }
    } finally {
      signal?.removeEventListener('abort', stop);
    }
    if (signal?.aborted) throw new DownloadError('aborted', DownloadMessage.aborted);
    // Without a Content-Length the bar jumps from unknown to full.
    if (total === null) onProgress?.({ received, total, percent: 100 });
    return { blob: new Blob(chunks, { type }), fileName };
  } catch (error) {
    if (error instanceof DownloadError) throw error;
    throw isAbort(error) || signal?.aborted ? new DownloadError('aborted', DownloadMessage.aborted) : new DownloadError('network', DownloadMessage.failed);
  }
}

/** Hands the blob to the browser's download manager under the given name. */
export function saveFile({ blob, fileName }: DownloadedFile, page: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = page.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  page.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
