import { setImmediate as nextTurn } from 'node:timers/promises';
import { ApiCode, restoreCell } from '@maru/domain';
import { CsvError, parse, type Parser } from 'csv-parse';
import type { FastifyRequest } from 'fastify';
import iconv from 'iconv-lite';
import { ApiError } from '../http/errors';
import { singleFile } from './upload-file';

// What the console's spreadsheet imports share (products, coupon members, tracking numbers):
// the uploaded file of a multipart request and its CSV records, with a file-level problem
// (not CSV, not readable, too long) reported as row 1 like any other, so the operator reads
// one list. The file is decoded and parsed a slice at a time with a turn of the event loop
// between slices, and stops at the first record, cell or row count over its limit: a 29 MB
// file of commas or one 32 MB cell never holds up the shop's other requests (issue 41).

/** The multipart field `file`, whole or refused (413, SHEET_TOO_LARGE) when longer than `maxBytes`. */
export function uploadedFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  const tooLarge = () =>
    new ApiError(ApiCode.SHEET_TOO_LARGE, `파일은 ${maxBytes / 1024 / 1024}MB까지 올릴 수 있습니다. 행을 나누어 여러 파일로 올려 주세요.`, 413);
  return singleFile(request, { maxBytes, tooLarge, what: 'CSV 파일' });
}

export interface ProblemSink {
  add(row: number, column: string, message: string): unknown;
}

export interface CsvLimits {
  maxRows: number;
  trim?: boolean;
}

/**
 * Bytes decoded and parsed before the event loop gets a turn: a few ms of work even for the
 * worst text, commas, where every byte is a cell (64 KiB of them took 40–80 ms, 16 KiB up
 * to 40 ms on a busy machine).
 */
const SLICE = 8 * 1024;
/** No import has a cell near this: the longest are 고시 items (500 characters). */
export const MAX_CELL_CHARS = 10_000;
/** A carrier's 송장 sheet has a few dozen columns; more is not a spreadsheet of ours. */
export const MAX_COLUMNS = 200;
/** Bytes of one record's cells together: csv-parse stops as it reaches this, so a huge cell is never held whole. */
const MAX_RECORD_BYTES = 200_000;

/** Said when a file is neither UTF-8 nor Korean Excel's CP949 (a UTF-16 "유니코드 텍스트", an .xlsx, a picture…). */
export const NOT_A_CSV_FILE = '이 파일은 UTF-8로도 한글 엑셀의 CSV(CP949)로도 읽을 수 없으니, 엑셀의 "다른 이름으로 저장"에서 "CSV UTF-8(쉼표로 분리)"을 골라 저장한 파일을 올려 주세요.';

type Encoding = 'utf-8' | 'cp949';
// iconv-lite builds its CP949 table on first use (tens of ms): at start, not in an upload.
iconv.getDecoder('cp949');

/** UTF-8 when the file says so (Excel's BOM) or is valid UTF-8 throughout; else CP949 (EUC-KR is part of it), checked while decoding. */
async function encodingOf(file: Buffer): Promise<Encoding> {
  if (file[0] === 0xef && file[1] === 0xbb && file[2] === 0xbf) return 'utf-8';
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for (let start = 0; start < file.length; start += SLICE) {
      decoder.decode(file.subarray(start, start + SLICE), { stream: true });
      await nextTurn();
    }
    decoder.decode();
    return 'utf-8';
  } catch {
    return 'cp949';
  }
}

/** The file's text a slice at a time; throws NotText when a byte does not fit the encoding. */
async function* textSlices(file: Buffer, encoding: Encoding): AsyncGenerator<string> {
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  const cp949 = iconv.getDecoder('cp949');
  const decode = (bytes?: Buffer) => (encoding === 'utf-8' ? utf8.decode(bytes, { stream: bytes !== undefined }) : bytes ? cp949.write(bytes) : (cp949.end() ?? ''));
  for (let start = 0; start <= file.length; start += SLICE) {
    let text: string;
    try {
      text = decode(start < file.length ? file.subarray(start, start + SLICE) : undefined);
    } catch {
      throw new NotText();
    }
    // iconv-lite writes U+FFFD for a byte sequence CP949 does not have; CP949 cannot encode U+FFFD itself.
    if (encoding === 'cp949' && text.includes('\uFFFD')) throw new NotText();
    if (text) yield text;
  }
}

class NotText extends Error {}
/** A file-level problem found while reading, reported as row `row`, column 파일. */
class FileProblem extends Error {
  constructor(
    readonly row: number,
    message: string,
  ) {
    super(message);
  }
}

const lineOf = (error: CsvError) => (error as CsvError & { lines?: number }).lines;

/** csv-parse's refusals in the operator's words (its own messages are English and may quote the file). */
function csvProblem(error: CsvError): string {
  const at = lineOf(error) ? ` (${lineOf(error)}번째 줄)` : '';
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') return `따옴표(")가 닫히지 않은 칸이 있습니다${at}.`;
  if (error.code === 'CSV_INVALID_CLOSING_QUOTE') return `따옴표(")로 감싼 칸 뒤에 쉼표나 줄바꿈이 아닌 글자가 있습니다${at}.`;
  if (error.code === 'CSV_MAX_RECORD_SIZE') return `한 행이 너무 깁니다${at}. 칸 하나는 ${MAX_CELL_CHARS.toLocaleString('ko-KR')}자까지입니다.`;
  return `CSV로 읽을 수 없습니다${at}.`;
}

/** Cells of the record csv-parse is still reading (its `state`, kept public "for backward compatibility", is not in its types). */
const openCells = (parser: Parser) => (parser as unknown as { state?: { record?: unknown[] } }).state?.record?.length ?? 0;

/** The problem with a record (its row as Excel numbers it), if it has too many cells or too long a one. */
function recordProblem(record: readonly string[], row: number): FileProblem | undefined {
  if (record.length > MAX_COLUMNS) return tooManyColumns(row);
  const long = record.findIndex((cell) => cell.length > MAX_CELL_CHARS);
  if (long !== -1) return new FileProblem(row, `${row}행 ${long + 1}번째 칸이 너무 깁니다. 칸 하나는 ${MAX_CELL_CHARS.toLocaleString('ko-KR')}자까지입니다.`);
  return undefined;
}
const tooManyColumns = (row: number) => new FileProblem(row, `${row}행의 열이 너무 많습니다. 한 행에 ${MAX_COLUMNS}열까지 읽습니다.`);

/**
 * Parses the text slice by slice into records, each checked as it comes: its cells, their
 * lengths, the number of records. The export's leading ' (neutraliseCell) is taken off every
 * cell here, once for every import. (csv-parse's `cast` could check each cell, but it builds
 * a context object per cell: 100 times slower on a file of commas.)
 */
async function parsedRecords(file: Buffer, encoding: Encoding, limits: CsvLimits): Promise<string[][]> {
  const records: string[][] = [];
  let failure: unknown;
  const parser = parse({
    skip_empty_lines: true,
    relax_column_count: true,
    trim: limits.trim ?? false,
    max_record_size: MAX_RECORD_BYTES,
    // Named, not discovered: until it has seen a line end csv-parse makes three Buffers per byte to look for one (100 ms for a 200 KB first line).
    record_delimiter: ['\r\n', '\n', '\r'],
  });
  parser.on('data', (record: string[]) => {
    if (failure) return;
    records.push(record.map(restoreCell));
    failure = recordProblem(record, records.length);
    // The header and maxRows data rows are all an import takes; one more says the file is too long.
    if (records.length > limits.maxRows + 1) failure ??= new FileProblem(1, `한 번에 ${limits.maxRows.toLocaleString('ko-KR')}행까지 올릴 수 있습니다.`);
  });
  parser.on('error', (error) => (failure ??= error));
  const ended = new Promise((resolve) => parser.on('end', resolve).on('close', resolve));
  for await (const text of textSlices(file, encoding)) {
    parser.write(text);
    // The parser works in write(); its records arrive before this turn ends, other requests run in it.
    await nextTurn();
    // A record still open (no line end yet) may be a line of millions of commas: counted as it grows.
    if (!failure && openCells(parser) > MAX_COLUMNS) failure = tooManyColumns(records.length + 1);
    if (failure) break;
  }
  if (!failure) {
    parser.end();
    await ended;
  }
  parser.destroy();
  if (failure) throw failure;
  return records;
}

/**
 * The header and the data records of a CSV file (UTF-8 with or without Excel's BOM, or the
 * CP949 that Korean Excel saves as "CSV"), or undefined with the reason added to `problems`.
 */
export async function csvRecords(file: Buffer, problems: ProblemSink, limits: CsvLimits): Promise<{ header: string[]; data: string[][] } | undefined> {
  let records: string[][];
  try {
    records = await parsedRecords(file, await encodingOf(file), limits);
  } catch (error) {
    if (error instanceof NotText) problems.add(1, '파일', NOT_A_CSV_FILE);
    else if (error instanceof FileProblem) problems.add(error.row, '파일', error.message);
    else if (error instanceof CsvError) problems.add(1, '파일', csvProblem(error));
    else throw error;
    return undefined;
  }
  const [header, ...data] = records;
  if (!header) {
    problems.add(1, '파일', '빈 파일입니다.');
    return undefined;
  }
  return { header, data };
}
