import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentDisposition } from '@maru/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DownloadList } from './DownloadList';
import { DownloadError, downloadFile, saveFile, type DownloadProgress } from './download-file';

// jsdom's Blob has no arrayBuffer().
const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

const pdf = (size: number) => Uint8Array.from({ length: size }, (_, index) => (index < 5 ? '%PDF-'.charCodeAt(index) : index % 251));

/** An answer whose body arrives in chunks; `hold` keeps the last chunk back until released. */
function chunkedAnswer(body: Uint8Array, chunks: number, headers: Record<string, string>, hold?: Promise<void>) {
  const size = Math.ceil(body.length / chunks);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= body.length) return controller.close();
      if (hold && sent + size >= body.length) await hold;
      controller.enqueue(body.slice(sent, sent + size));
      sent += size;
    },
  });
  return new Response(stream, { status: 200, headers });
}

/** Holds the last chunk back until the signal aborts, then errors the body as a real fetch does. */
function abortedBy(signal: AbortSignal): Promise<void> {
  const aborted = new Promise<void>((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))));
  // The reader may be cancelled before it waits for this; that is not an unhandled failure.
  aborted.catch(() => undefined);
  return aborted;
}

const pdfHeaders = (length: number) => ({
  'content-type': 'application/pdf',
  'content-length': String(length),
  'content-disposition': contentDisposition('발도로 타일_제품 사양서.pdf'),
});

describe('downloadFile', () => {
  it('reports progress that climbs to 100 and gives the file under its Korean name', async () => {
    const body = pdf(10_000);
    const seen: DownloadProgress[] = [];
    const fetch = vi.fn().mockResolvedValue(chunkedAnswer(body, 7, pdfHeaders(body.length)));
    const file = await downloadFile('/product/v1/7/documents/spec-sheet', { fetch, onProgress: (progress) => seen.push(progress) });
    expect(fetch).toHaveBeenCalledWith('/api/product/v1/7/documents/spec-sheet', expect.objectContaining({ method: 'GET', credentials: 'include' }));
    const percents = seen.map((progress) => progress.percent);
    expect(percents[0]).toBe(0);
    expect(percents.at(-1)).toBe(100);
    expect(percents.length).toBeGreaterThan(5);
    expect(percents).toEqual([...percents].sort((a, b) => a! - b!));
    expect(file.fileName).toBe('발도로 타일_제품 사양서.pdf');
    expect(file.blob.size).toBe(body.length);
    expect(file.blob.type).toBe('application/pdf');
    expect(new Uint8Array(await bytesOf(file.blob))).toEqual(body);
  });

  it('shows no percentage without a Content-Length until the end', async () => {
    const body = pdf(3000);
    const seen: (number | null)[] = [];
    const fetch = vi.fn().mockResolvedValue(chunkedAnswer(body, 3, { 'content-type': 'application/pdf' }));
    const file = await downloadFile('/x', { fetch, fileName: '자료.pdf', onProgress: ({ percent }) => seen.push(percent) });
    expect(seen.slice(0, -1).every((percent) => percent === null)).toBe(true);
    expect(seen.at(-1)).toBe(100);
    expect(file.fileName).toBe('자료.pdf');
  });

  it('stops when cancelled, as a cancel and not a failure', async () => {
    const body = pdf(10_000);
    const controller = new AbortController();
    const fetch = vi.fn((_url: string, init: RequestInit) => Promise.resolve(chunkedAnswer(body, 4, pdfHeaders(body.length), abortedBy(init.signal!))));
    const done = downloadFile('/x', {
      fetch: fetch as unknown as typeof globalThis.fetch,
      signal: controller.signal,
      onProgress: ({ percent }) => {
        if (percent !== null && percent >= 50) controller.abort();
      },
    });
    const failure = await done.then(() => undefined, (error: unknown) => error);
    expect(failure).toBeInstanceOf(DownloadError);
    expect(failure).toMatchObject({ kind: 'aborted', message: '내려받기를 취소했어요.' });
  });

  it("shows the server's refusal, or a plain Korean message when there is none", async () => {
    const refused = vi.fn().mockResolvedValue(new Response(JSON.stringify({ code: 101, message: '요청한 자료를 찾을 수 없습니다.' }), { status: 404 }));
    await expect(downloadFile('/x', { fetch: refused })).rejects.toMatchObject({ kind: 'http', status: 404, message: '요청한 자료를 찾을 수 없습니다.' });
    const broken = vi.fn().mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(downloadFile('/x', { fetch: broken })).rejects.toMatchObject({ message: '파일을 내려받지 못했어요. 잠시 후 다시 시도해 주세요.' });
    const offline = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(downloadFile('/x', { fetch: offline })).rejects.toMatchObject({ kind: 'network', message: '파일을 내려받지 못했어요. 잠시 후 다시 시도해 주세요.' });
  });
});

describe('saveFile', () => {
  it('clicks a download link to an object URL named after the file', () => {
    const createObjectURL = vi.fn().mockReturnValue('blob:maru/1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    saveFile({ blob: new Blob(['%PDF-']), fileName: '제품 사양서.pdf' });
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('제품 사양서.pdf');
    expect(clicked[0]!.href).toBe('blob:maru/1');
    expect(document.querySelector('a[download]')).toBeNull();
  });
});

describe('DownloadList', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn().mockReturnValue('blob:maru/2'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  const items = [{ title: '제품 사양서', path: '/product/v1/7/documents/spec-sheet', fileName: 'a.pdf' }];

  it('shows the percentage on a progress bar until 100, with a 취소 button meanwhile', async () => {
    let release!: () => void;
    const body = pdf(8000);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(chunkedAnswer(body, 4, pdfHeaders(body.length), new Promise<void>((resolve) => (release = resolve)))));
    render(<DownloadList items={items} />);
    await userEvent.click(screen.getByRole('button', { name: '제품 사양서 내려받기' }));
    const bar = await screen.findByRole('progressbar', { name: '제품 사양서 내려받기' });
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(50));
    expect(screen.getByRole('button', { name: '제품 사양서 내려받기 취소' })).toBeTruthy();
    release();
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100'));
    expect(screen.getByRole('status').textContent).toBe('제품 사양서를 내려받았어요.');
  });

  it('says what went wrong when the download fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    render(<DownloadList items={items} />);
    await userEvent.click(screen.getByRole('button', { name: '제품 사양서 내려받기' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('파일을 내려받지 못했어요. 잠시 후 다시 시도해 주세요.'));
  });

  it('cancels with 취소', async () => {
    const body = pdf(8000);
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => Promise.resolve(chunkedAnswer(body, 4, pdfHeaders(body.length), abortedBy(init.signal!)))),
    );
    render(<DownloadList items={items} />);
    await userEvent.click(screen.getByRole('button', { name: '제품 사양서 내려받기' }));
    await userEvent.click(await screen.findByRole('button', { name: '제품 사양서 내려받기 취소' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('내려받기를 취소했어요.'));
  });
});
