import { ApiCode, type AdminInquiryView } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { jpegWithGps, pngImage, signedInStaff, uploadFiles, verifiedMember, type Member } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import { CONSOLE, INQUIRIES, inquiryBody, opened, startInquiryServer, write, written } from './inquiry-test-kit';

// Photos on 1:1 inquiries: uploaded through the media module (purpose inquiry), attached by
// id when the inquiry is saved, shown to the member and to staff; each upload once, only the
// member's own.

const server = serverForTests(startInquiryServer);
let owner: Member;
let other: Member;

beforeAll(async () => {
  [owner, other] = await Promise.all([verifiedMember(server), verifiedMember(server)]);
});

async function uploaded(member: Member, count: number, purpose = 'inquiry'): Promise<string[]> {
  const files = await Promise.all(Array.from({ length: count }, async (_, index) => ({ name: `p${index}.jpg`, type: 'image/jpeg', bytes: await jpegWithGps(300 + index * 10, 200) })));
  const answer = await uploadFiles(member.client, files, purpose);
  expect(answer.body.code).toBe(0);
  return answer.body.data!.images.map((image) => image.imageId);
}

describe('inquiry photos', () => {
  it('attaches uploads in order; the member and staff see them as WebP', async () => {
    const ids = await uploaded(owner, 2);
    const inquiryNo = await written(owner.client, { photoIds: ids });
    const seen = await opened(owner.client, inquiryNo);
    expect(seen.photos.map((photo) => photo.imageId)).toEqual(ids);
    expect(seen.photos[0]!.url).toMatch(/\.webp/);
    const staff = await signedInStaff(server, 'OPERATOR');
    const detail = (await staff.client.get<AdminInquiryView>(`${CONSOLE}/${inquiryNo}`)).body.data!;
    expect(detail.photos.map((photo) => photo.imageId)).toEqual(ids);
  });

  it('an edit without photoIds keeps them; with photoIds keeps, adds and drops as named', async () => {
    const [first, second] = await uploaded(owner, 2);
    const inquiryNo = await written(owner.client, { photoIds: [first, second] });
    expect((await owner.client.put(`${INQUIRIES}/${inquiryNo}`, inquiryBody({ title: '사진은 그대로' }))).body.code).toBe(0);
    expect((await opened(owner.client, inquiryNo)).photos.map((photo) => photo.imageId)).toEqual([first, second]);
    const [third] = await uploaded(owner, 1);
    expect((await owner.client.put(`${INQUIRIES}/${inquiryNo}`, inquiryBody({ photoIds: [third, first] }))).body.code).toBe(0);
    expect((await opened(owner.client, inquiryNo)).photos.map((photo) => photo.imageId)).toEqual([third, first]);
  });

  it('refuses another member’s upload, a review’s upload, one used already, and a fourth photo', async () => {
    const [theirs] = await uploaded(other, 1);
    expect((await write(owner.client, { photoIds: [theirs] })).body.code).toBe(ApiCode.IMAGE_NOT_FOUND);
    const [forReview] = await uploaded(owner, 1, 'review');
    expect((await write(owner.client, { photoIds: [forReview] })).body.code).toBe(ApiCode.IMAGE_NOT_FOUND);
    const [once] = await uploaded(owner, 1);
    await written(owner.client, { photoIds: [once] });
    expect((await write(owner.client, { photoIds: [once] })).body.code).toBe(ApiCode.IMAGE_NOT_FOUND);
    expect((await write(owner.client, { photoIds: ['f'.repeat(32)] })).body.code).toBe(ApiCode.IMAGE_NOT_FOUND);
    const four = await uploaded(owner, 4);
    expect((await write(owner.client, { photoIds: four })).status).toBe(400);
    // A refused save attaches nothing: the uploads stay free for the next try.
    expect((await write(owner.client, { photoIds: four.slice(0, 3) })).body.code).toBe(0);
  });

  it('two saves naming the same upload at once: one takes it', async () => {
    const [contested] = await uploaded(owner, 1);
    const answers = await Promise.all([write(owner.client, { photoIds: [contested] }), write(owner.client, { photoIds: [contested] })]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, ApiCode.IMAGE_NOT_FOUND].sort());
    const png = await uploadFiles(owner.client, [{ name: 'x.png', type: 'image/png', bytes: await pngImage() }], 'inquiry');
    expect(png.body.code).toBe(0);
  });
});
