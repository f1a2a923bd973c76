import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

describe('addressKey', () => {
  it('keeps an IPv4 address, also when it comes IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64 network, however it is written', () => {
    const network = '2001:db8:aa:bb::/64';
    expect(addressKey('2001:db8:aa:bb::1')).toBe(network);
    expect(addressKey('2001:0db8:00aa:00bb:ffff:1:2:3')).toBe(network);
    expect(addressKey('2001:db8:aa:bb:1::')).toBe(network);
    expect(addressKey('2001:db8:aa:bc::1')).not.toBe(network);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::a:b:c:d:1.2.3.4')).toBe('0:0:a:b::/64');
  });
});
