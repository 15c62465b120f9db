import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clientAddressKey } from './client-address';

describe('clientAddressKey: one client of the login throttle', () => {
  it('keeps an IPv4 address, also when written IPv4-mapped', () => {
    assert.equal(clientAddressKey('203.0.113.7'), '203.0.113.7');
    assert.equal(clientAddressKey('::ffff:203.0.113.7'), '203.0.113.7');
    assert.equal(clientAddressKey('::ffff:cb00:7107'), '203.0.113.7');
  });

  it('counts an IPv6 /64 as one client, however the address is written', () => {
    const key = '2001:db8:aa:bb::/64';
    for (const ip of ['2001:db8:aa:bb::1', '2001:0db8:00aa:00bb:ffff:1:2:3', '2001:db8:aa:bb:1::', '2001:db8:aa:bb::9%eth0']) {
      assert.equal(clientAddressKey(ip), key, ip);
    }
    assert.notEqual(clientAddressKey('2001:db8:aa:bc::1'), key);
    assert.equal(clientAddressKey('::1'), '0:0:0:0::/64');
    assert.equal(clientAddressKey('64:ff9b::192.0.2.33'), '64:ff9b:0:0::/64');
  });

  it('leaves anything else as it came (no address to group)', () => {
    assert.equal(clientAddressKey('unknown'), 'unknown');
    assert.equal(clientAddressKey(''), '');
  });
});
