import net from 'node:net';
import { ApiCode } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from './factories';
import { serverForTests } from './harness';

// An upload refused before its body has all arrived (a CSV past its 1 MB limit, 413) must not
// leave the rest unread in the socket: the client then could not finish sending, and the
// connection stayed open until a timeout, which a shutdown waited on (a minute of idle CI,
// issue 42). Here the client sends all of a 16 MB file, more than the sockets' buffers hold,
// so its last write completes only if the server reads the rest, and it still gets the answer.

const server = serverForTests();
const FILE_BYTES = 16 * 1024 * 1024;
const BOUNDARY = '----maru-refused-body';

interface Sent {
  /** Whether the client's last write was taken, in the end, by the server. */
  allSent: boolean;
  status: number;
  code: number;
}

function sendWhole(path: string, cookie: string, xsrf: string): Promise<Sent> {
  const { hostname, port } = new URL(server.url);
  const head = Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="big.csv"\r\ncontent-type: text/csv\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const length = head.length + FILE_BYTES + tail.length;
  return new Promise((resolve, reject) => {
    let allSent = false;
    let received = '';
    const socket = net.connect({ host: hostname, port: Number(port) }, () => {
      socket.write(`POST ${path} HTTP/1.1\r\nhost: ${hostname}\r\ncontent-type: multipart/form-data; boundary=${BOUNDARY}\r\ncontent-length: ${length}\r\ncookie: ${cookie}\r\nx-xsrf-token: ${xsrf}\r\n\r\n`);
      socket.write(Buffer.concat([head, Buffer.alloc(FILE_BYTES, ','), tail]), () => {
        allSent = true;
        settle();
      });
    });
    const settle = () => {
      const end = received.indexOf('\r\n\r\n');
      if (!allSent || end === -1) return;
      socket.destroy();
      resolve({ allSent, status: Number(received.slice(9, 12)), code: (JSON.parse(received.slice(end + 4)) as { code: number }).code });
    };
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
      settle();
    });
    socket.on('error', reject);
  });
}

describe('an upload refused before it has all arrived', () => {
  it('is read to its end and dropped: the client sends it all and has its 413', { timeout: 15_000 }, async () => {
    const promotions = await signedInStaff(server, 'PROMOTIONS');
    const coupon = await promotions.client.post<{ couponId: number }>('/api/admin/v1/coupons', {
      name: '끝까지 읽기', benefitType: 'AMOUNT', amount: 1_000, minOrderAmount: 10_000, scope: 'ALL', channel: 'ISSUE', schedule: { state: 'PUBLISHED', startsAt: null, endsAt: null }, validDays: 7,
    });
    const cookie = [...promotions.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = decodeURIComponent(promotions.client.cookies.get('XSRF-TOKEN') ?? '');
    const sent = await sendWhole(`/api/admin/v1/coupons/${coupon.body.data!.couponId}/issue/csv?dryRun=true`, cookie, xsrf);
    expect(sent).toEqual({ allSent: true, status: 413, code: ApiCode.SHEET_TOO_LARGE });
  });
});
