import type { FastifyRequest } from 'fastify';
import { parse } from 'csv-parse/sync';
import { ApiCode } from '@maru/domain';
import { ApiError } from './errors';

// What the console's spreadsheet imports share (products, tracking numbers): the uploaded
// file of a multipart request and its CSV records, with a file-level problem (not CSV, empty,
// too long) reported as row 1 like any other, so the operator reads one list.

/** The multipart field `file` of a route that registered @fastify/multipart, refused politely when absent or too large. */
export async function uploadedFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw new ApiError(ApiCode.REQUIRED_PARAMETER, 'CSV 파일을 multipart/form-data의 file 항목으로 보내 주세요.', 400);
  const part = await request.file().catch(() => undefined);
  if (!part || part.fieldname !== 'file') throw new ApiError(ApiCode.REQUIRED_PARAMETER, 'CSV 파일을 file 항목으로 보내 주세요.', 400);
  return part.toBuffer().catch(() => {
    throw new ApiError(ApiCode.REQUIRED_PARAMETER, `파일은 ${maxBytes / 1024 / 1024}MB까지 올릴 수 있습니다.`, 400);
  });
}

export interface ProblemSink {
  add(row: number, column: string, message: string): unknown;
}

/**
 * The header and the data records of a CSV file (UTF-8, with or without Excel's BOM), or
 * undefined with the reason added to `problems` as row 1, column 파일.
 */
export function csvRecords(file: Buffer, problems: ProblemSink, options: { maxRows: number; trim?: boolean }): { header: string[]; data: string[][] } | undefined {
  let records: string[][];
  try {
    records = parse(file, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: options.trim ?? false });
  } catch (error) {
    problems.add(1, '파일', `CSV로 읽을 수 없습니다: ${(error as Error).message}`);
    return undefined;
  }
  const [header, ...data] = records;
  if (!header) {
    problems.add(1, '파일', '빈 파일입니다.');
    return undefined;
  }
  if (data.length > options.maxRows) {
    problems.add(1, '파일', `한 번에 ${options.maxRows.toLocaleString('ko-KR')}행까지 올릴 수 있습니다.`);
    return undefined;
  }
  return { header, data };
}
