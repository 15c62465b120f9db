import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isLoopbackHost } from './listen-address';

describe('isLoopbackHost', () => {
  it('knows the loopback listen addresses', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', 'LOCALHOST', '::1', '[::1]', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1']) {
      assert.equal(isLoopbackHost(host), true, host);
    }
  });

  it('counts wildcards, private and public addresses and names as reachable from the network', () => {
    for (const host of ['0.0.0.0', '::', '[::]', '192.168.0.10', '10.0.0.1', '::ffff:10.0.0.1', 'hotel.local', '128.0.0.1', 'fe80::1']) {
      assert.equal(isLoopbackHost(host), false, host);
    }
  });
});
