import { ADDRESS_BOOK_MAX, ApiCode } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymous, guest, verifiedMember } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { PATH, addAddress, added, book, defaultsOf, editBodyOf, newAddress, startAddressServer } from './address-test-kit';

const server = serverForTests(startAddressServer);

const member = async (): Promise<HttpClient> => (await verifiedMember(server)).client;
const seqs = (list: { addressSeq: number }[]) => list.map((address) => address.addressSeq);

describe('the address book', () => {
  it('adds, lists (default first, then newest), edits and deletes', async () => {
    const client = await member();
    expect(await book(client)).toEqual({ list: [], max: ADDRESS_BOOK_MAX });

    const home = await added(client, newAddress({ label: '집', receiverPhone: '01012345678', addressDetail: '' }));
    expect(home).toMatchObject({ label: '집', receiverName: '김마루', receiverPhone: '010-1234-5678', zonecode: '06236', addressDetail: '', isDefault: true });
    const office = await added(client, newAddress({ label: '회사' }));
    const parents = await added(client, newAddress({ label: '부모님 댁', receiverPhone: '02-123-4567' }));
    expect([office.isDefault, parents.isDefault]).toEqual([false, false]);
    expect(parents.receiverPhone).toBe('02-123-4567');
    expect(seqs((await book(client)).list)).toEqual([home.addressSeq, parents.addressSeq, office.addressSeq]);

    const edited = await client.put(PATH, editBodyOf(office, { label: '새 회사', address: '경기 성남시 분당구 판교역로 235', zonecode: '13494' }));
    expect(edited.body).toMatchObject({ code: 0, data: { addressSeq: office.addressSeq, label: '새 회사', zonecode: '13494', isDefault: false } });

    const deleted = await client.delete(PATH, { addressSeq: parents.addressSeq });
    expect(deleted.body.code).toBe(0);
    expect(seqs((deleted.body.data as { list: { addressSeq: number }[] }).list)).toEqual([home.addressSeq, office.addressSeq]);
    // The web client sends the id in the query instead.
    expect((await client.delete(`${PATH}?addressSeq=${office.addressSeq}`)).body.code).toBe(0);
    expect(seqs((await book(client)).list)).toEqual([home.addressSeq]);
  });

  it('stores the phone as digits and shows it formatted', async () => {
    const client = await member();
    const saved = await added(client, newAddress({ receiverPhone: ' 010-9876-5432 ' }));
    const row = await server.db.selectFrom('member_address').select('receiver_phone').where('address_id', '=', saved.addressSeq).executeTakeFirstOrThrow();
    expect(row.receiver_phone).toBe('01098765432');
    expect(saved.receiverPhone).toBe('010-9876-5432');
  });
});

describe('the default address', () => {
  it('is the first address; isDefault:true moves it, on add and on edit', async () => {
    const client = await member();
    const first = await added(client);
    const second = await added(client, newAddress({ isDefault: true }));
    expect(second.isDefault).toBe(true);
    expect(defaultsOf((await book(client)).list)).toEqual([second.addressSeq]);
    const third = await added(client);
    await client.put(PATH, editBodyOf(first, { isDefault: true }));
    const { list } = await book(client);
    expect(defaultsOf(list)).toEqual([first.addressSeq]);
    expect(seqs(list)).toEqual([first.addressSeq, third.addressSeq, second.addressSeq]);
  });

  it('stays where it is when its own address is saved with isDefault:false', async () => {
    const client = await member();
    const first = await added(client);
    await added(client);
    const saved = await client.put(PATH, editBodyOf(first, { isDefault: false, label: '집2' }));
    expect(saved.body.data).toMatchObject({ label: '집2', isDefault: true });
    expect(defaultsOf((await book(client)).list)).toEqual([first.addressSeq]);
  });

  it('passes to the newest remaining address when the default is deleted; other deletes leave it', async () => {
    const client = await member();
    const oldest = await added(client);
    const older = await added(client);
    const middle = await added(client);
    const newest = await added(client);
    await client.delete(PATH, { addressSeq: middle.addressSeq });
    expect(defaultsOf((await book(client)).list)).toEqual([oldest.addressSeq]);
    await client.delete(PATH, { addressSeq: oldest.addressSeq });
    expect(defaultsOf((await book(client)).list)).toEqual([newest.addressSeq]);
    await client.delete(PATH, { addressSeq: newest.addressSeq });
    expect(defaultsOf((await book(client)).list)).toEqual([older.addressSeq]);
    await client.delete(PATH, { addressSeq: older.addressSeq });
    expect((await book(client)).list).toEqual([]);
    // An empty book starts over: the next address is the default again.
    expect((await added(client)).isDefault).toBe(true);
  });

  it('is unique per member in the database itself', async () => {
    const client = await member();
    const first = await added(client);
    await added(client);
    const second = server.db.updateTable('member_address').set({ is_default: true }).where('address_id', '!=', first.addressSeq).where('member_id', '=', (await server.db.selectFrom('member_address').select('member_id').where('address_id', '=', first.addressSeq).executeTakeFirstOrThrow()).member_id);
    await expect(second.execute()).rejects.toThrow(/member_address_one_default/);
  });
});

describe('at most ten addresses', () => {
  it('refuses the eleventh with 5009 and its message, and keeps the ten', async () => {
    const client = await member();
    for (let index = 0; index < ADDRESS_BOOK_MAX; index += 1) await added(client);
    const refused = await addAddress(client);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([200, ApiCode.ADDRESS_BOOK_FULL, '배송지는 10개까지 저장할 수 있습니다.']);
    expect((await book(client)).list).toHaveLength(ADDRESS_BOOK_MAX);
    // Deleting one makes room again.
    await client.delete(PATH, { addressSeq: (await book(client)).list[3]!.addressSeq });
    expect((await addAddress(client)).body.code).toBe(0);
  });
});

describe('someone else', () => {
  let owner: HttpClient;
  let ownerAddress: { addressSeq: number };
  beforeAll(async () => {
    owner = await member();
    ownerAddress = await added(owner, newAddress({ label: '비밀 주소', address: '서울 종로구 세종대로 1' }));
    await added(owner);
  });

  it('another member neither sees, edits nor deletes it: 404/101 as for a missing address', async () => {
    const before = await book(owner);
    const other = await member();
    const theirs = await added(other);
    expect(JSON.stringify(await book(other))).not.toContain('비밀 주소');
    const missing = 2_000_000_000;
    for (const id of [ownerAddress.addressSeq, missing]) {
      for (const answer of [
        await other.put(PATH, { ...newAddress({ label: '빼앗음' }), addressSeq: id, isDefault: true }),
        await other.delete(PATH, { addressSeq: id }),
        await other.delete(`${PATH}?addressSeq=${id}`),
      ]) {
        expect([answer.status, answer.body.code, answer.body.message]).toEqual([404, ApiCode.NO_DATA, '배송지를 찾을 수 없습니다.']);
      }
    }
    expect(await book(owner)).toEqual(before);
    // Their own book is untouched by the refused calls too.
    expect(defaultsOf((await book(other)).list)).toEqual([theirs.addressSeq]);
  });

  it('a guest and an anonymous visitor get 403/1002 on every call and change nothing', async () => {
    const before = await book(owner);
    for (const visitor of [await guest(server), anonymous(server)]) {
      for (const answer of [
        await visitor.get(PATH),
        await visitor.post(PATH, newAddress()),
        await visitor.put(PATH, { ...newAddress(), addressSeq: ownerAddress.addressSeq }),
        await visitor.delete(PATH, { addressSeq: ownerAddress.addressSeq }),
        await visitor.delete(`${PATH}?addressSeq=${ownerAddress.addressSeq}`),
      ]) {
        expect([answer.status, answer.body.code]).toEqual([403, ApiCode.NO_ACCESS_TOKEN]);
      }
    }
    expect(await book(owner)).toEqual(before);
  });
});

describe('malformed input', () => {
  it('answers 400/104 and saves nothing', async () => {
    const client = await member();
    const { label: _label, ...withoutLabel } = newAddress();
    const bodies: unknown[] = [
      withoutLabel,
      newAddress({ zonecode: '1234' }),
      newAddress({ zonecode: '12345a' }),
      newAddress({ receiverPhone: '1234' }),
      newAddress({ receiverName: '   ' }),
      newAddress({ label: '가'.repeat(21) }),
      newAddress({ addressDetail: '가'.repeat(101) }),
      newAddress({ isDefault: 'yes' }),
      newAddress({ extra: 1 }),
      [],
    ];
    for (const body of bodies) {
      const answer = await client.post(PATH, body);
      expect([answer.status, answer.body.code], JSON.stringify(body)).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
    }
    const raw = await client.request('POST', PATH, { rawBody: '{"label":', headers: { 'content-type': 'application/json' } });
    expect([raw.status, raw.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
    const saved = await added(client);
    for (const answer of [
      await client.put(PATH, newAddress()),
      await client.put(PATH, { ...newAddress(), addressSeq: 'abc' }),
      await client.put(PATH, { ...newAddress(), addressSeq: -1 }),
      await client.delete(PATH),
      await client.delete(`${PATH}?addressSeq=abc`),
      await client.delete(`${PATH}?addressSeq=1&other=2`),
      await client.delete(`${PATH}?addressSeq=${saved.addressSeq + 1}`, { addressSeq: saved.addressSeq }),
    ]) {
      expect([answer.status, answer.body.code]).toEqual([400, ApiCode.REQUIRED_PARAMETER]);
    }
    expect(seqs((await book(client)).list)).toEqual([saved.addressSeq]);
  });
});

describe('the request limit on writes', () => {
  it('answers 429/2011 past the member’s budget, shared by add, edit and delete', async () => {
    const limited = await startAddressServer('address-write.perMember=3');
    try {
      const client = (await verifiedMember(limited)).client;
      const first = await added(client);
      expect((await client.put(PATH, editBodyOf(first, { label: '수정' }))).body.code).toBe(0);
      expect((await client.delete(PATH, { addressSeq: first.addressSeq })).body.code).toBe(0);
      const refused = await addAddress(client);
      expect([refused.status, refused.body.code]).toEqual([429, ApiCode.TOO_MANY_ATTEMPTS]);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      // Reading is not counted.
      expect((await client.get(PATH)).body.code).toBe(0);
    } finally {
      await limited.close();
    }
  });
});
