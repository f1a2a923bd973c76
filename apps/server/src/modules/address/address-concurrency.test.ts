import { ADDRESS_BOOK_MAX, ApiCode } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { verifiedMember } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { PATH, addAddress, added, book, defaultsOf, editBodyOf, newAddress, startAddressServer } from './address-test-kit';

const server = serverForTests(startAddressServer);

const member = async (): Promise<HttpClient> => (await verifiedMember(server)).client;
const codesOf = (answers: { body: { code: number | string } }[]) => answers.map((answer) => answer.body.code);

describe('simultaneous writes to one book', () => {
  it('fifteen adds at once to an empty book: exactly ten saved, five refused with 5009, one default', async () => {
    const client = await member();
    const codes = codesOf(await Promise.all(Array.from({ length: 15 }, () => addAddress(client, newAddress({ isDefault: true })))));
    expect(codes.filter((code) => code === 0)).toHaveLength(ADDRESS_BOOK_MAX);
    expect(codes.filter((code) => code === ApiCode.ADDRESS_BOOK_FULL)).toHaveLength(5);
    const { list } = await book(client);
    expect(list).toHaveLength(ADDRESS_BOOK_MAX);
    expect(defaultsOf(list)).toHaveLength(1);
  });

  it('five adds at once to a book of nine: exactly one saved', async () => {
    const client = await member();
    for (let index = 0; index < ADDRESS_BOOK_MAX - 1; index += 1) await added(client);
    const codes = codesOf(await Promise.all(Array.from({ length: 5 }, () => addAddress(client))));
    expect(codes.sort()).toEqual([0, ApiCode.ADDRESS_BOOK_FULL, ApiCode.ADDRESS_BOOK_FULL, ApiCode.ADDRESS_BOOK_FULL, ApiCode.ADDRESS_BOOK_FULL].sort());
    expect((await book(client)).list).toHaveLength(ADDRESS_BOOK_MAX);
  });

  it('moving the default and deleting addresses at once always leaves exactly one default', async () => {
    const client = await member();
    const saved = [];
    for (let index = 0; index < 8; index += 1) saved.push(await added(client));
    // Odd ones become the default, even ones (the current default, the first, among them) are deleted.
    const answers = await Promise.all(
      saved.map((address, index) =>
        index % 2 === 1 ? client.put(PATH, editBodyOf(address, { isDefault: true })) : client.delete(PATH, { addressSeq: address.addressSeq }),
      ),
    );
    // Every call is served: none trips over the one-default index.
    expect(codesOf(answers)).toEqual(Array(8).fill(0));
    const { list } = await book(client);
    expect(list).toHaveLength(4);
    expect(defaultsOf(list)).toHaveLength(1);
  });
});
