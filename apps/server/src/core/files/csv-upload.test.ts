import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { csvRecords, MAX_CELL_CHARS, MAX_COLUMNS, NOT_A_CSV_FILE } from './csv-upload';

// The spreadsheet reader on its own: which files it reads and how (UTF-8 with or without a
// BOM, Korean Excel's CP949) and where it stops. That it gives the event loop its turns is
// timed apart, alone (csv-upload.timing.ts, `npm run test:timing`). Over HTTP, see test/spreadsheet-files.test.ts and test/upload-limits.test.ts.

const MB = 1024 * 1024;

async function read(file: Buffer, maxRows = 1_000) {
  const problems: { row: number; column: string; message: string }[] = [];
  const records = await csvRecords(file, { add: (row, column, message) => problems.push({ row, column, message }) }, { maxRows });
  return { records, problems };
}

describe('encodings', () => {
  const sheet = '회원번호,이름\r\n1001,김마루\r\n';

  it.each([
    ['UTF-8 with a BOM', Buffer.from(`\uFEFF${sheet}`)],
    ['UTF-8 without a BOM', Buffer.from(sheet)],
    ['CP949, as Korean Excel saves "CSV"', iconv.encode(sheet, 'cp949')],
    ['EUC-KR', iconv.encode(sheet, 'euc-kr')],
  ])('reads %s', async (_, file) => {
    expect(await read(file)).toEqual({ records: { header: ['회원번호', '이름'], data: [['1001', '김마루']] }, problems: [] });
  });

  it('reads CP949 characters outside EUC-KR (똠, 햏), also where a slice ends inside one', async () => {
    // Rows of 10,003 bytes: the reader's slices (8 KiB) end inside two-byte characters.
    const rows = Array.from({ length: 10 }, (_, index) => [`a${index % 2 ? '똠햏'.repeat(2_500) : '가'.repeat(5_000)}`]);
    const { records, problems } = await read(iconv.encode(`상품명\r\n${rows.map((row) => row[0]).join('\r\n')}\r\n`, 'cp949'));
    expect(problems).toEqual([]);
    expect(records!.data).toEqual(rows);
  });

  it.each([
    ['UTF-16 (엑셀의 "유니코드 텍스트")', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(sheet, 'utf16le')])],
    ['a picture', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0xff, 0x80])],
    ['UTF-8 with its BOM but a broken byte', Buffer.concat([Buffer.from(`\uFEFF${sheet}`), Buffer.from([0xc3, 0x28])])],
  ])('says in one sentence how to save %s instead of reading it as garbage', async (_, file) => {
    expect(await read(file)).toEqual({ records: undefined, problems: [{ row: 1, column: '파일', message: NOT_A_CSV_FILE }] });
    expect(NOT_A_CSV_FILE).toContain('CSV UTF-8');
  });
});

describe('cells', () => {
  it("takes the export's leading ' off again, and only that one", async () => {
    const { records } = await read(Buffer.from(`상품명,추가금액,메모\r\n"'=HYPERLINK(""http://x"",""열기"")",'-5000,'그대로\r\n`));
    expect(records!.data).toEqual([['=HYPERLINK("http://x","열기")', '-5000', "'그대로"]]);
  });
});

describe('limits: refused early, named in Korean, the cell never repeated', () => {
  it(`refuses a row of more than ${MAX_COLUMNS} columns (a 29 MB line of commas) at the first column over`, async () => {
    const { records, problems } = await read(Buffer.alloc(29 * MB, ','));
    expect(records).toBeUndefined();
    expect(problems).toEqual([{ row: 1, column: '파일', message: `1행의 열이 너무 많습니다. 한 행에 ${MAX_COLUMNS}열까지 읽습니다.` }]);
  });

  it('refuses a 32 MB cell without holding it: the problem names the row, not the cell', async () => {
    const { problems } = await read(Buffer.concat([Buffer.from('상품명\r\n'), Buffer.alloc(32 * MB, 'x')]));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ row: 1, column: '파일', message: expect.stringContaining('한 행이 너무 깁니다 (2번째 줄)') });
    expect(problems[0]!.message.length).toBeLessThan(200);
  });

  it(`refuses a cell of more than ${MAX_CELL_CHARS.toLocaleString('en')} characters by row and column`, async () => {
    const { problems } = await read(Buffer.from(`상품명,메모\r\n소파,${'가'.repeat(MAX_CELL_CHARS + 1)}\r\n`));
    expect(problems).toEqual([{ row: 2, column: '파일', message: `2행 2번째 칸이 너무 깁니다. 칸 하나는 ${MAX_CELL_CHARS.toLocaleString('ko-KR')}자까지입니다.` }]);
  });

  it('stops at the first row over the row limit', async () => {
    const { problems } = await read(Buffer.from(`번호\r\n${'1\r\n'.repeat(10_000_000 / 3)}`), 5_000);
    expect(problems).toEqual([{ row: 1, column: '파일', message: '한 번에 5,000행까지 올릴 수 있습니다.' }]);
  });

  it('names a quote left open in Korean, by its line', async () => {
    expect((await read(Buffer.from('상품번호,"상품명\r\n'))).problems).toEqual([{ row: 1, column: '파일', message: '따옴표(")가 닫히지 않은 칸이 있습니다 (2번째 줄).' }]);
  });
});
