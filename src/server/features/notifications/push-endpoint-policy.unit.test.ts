import { ConfigError, loadConfig } from '@server/config';
import { describe, expect, it } from 'vitest';
import { postToPushService, RefusedPushEndpoint } from './push-connection';
import { checkPushEndpoint, isPublicAddress, pushEndpointPolicy } from './push-endpoint-policy';

describe('push endpoint policy', () => {
  it('tells public addresses from loopback, private, link-local and mapped ones', () => {
    for (const address of ['142.250.184.10', '17.253.144.10', '2a00:1450:4003:80e::200a']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::127.0.0.1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::',
      'fe80::1',
      'fd00::1',
      'ff02::1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('trusts an exact origin only as given, and hosts under a wildcard only', () => {
    const policy = pushEndpointPolicy('http://127.0.0.1:4567, *.push.example.org');
    expect(checkPushEndpoint('http://127.0.0.1:4567/push/a', policy).kind).toBe('trusted');
    expect(checkPushEndpoint('http://127.0.0.1:4568/push/a', policy).kind).toBe('refused');
    expect(checkPushEndpoint('https://eu.push.example.org/a', policy).kind).toBe('public');
    expect(checkPushEndpoint('https://push.example.org/a', policy).kind).toBe('refused');
    expect(checkPushEndpoint('not a url', policy).kind).toBe('refused');
  });

  it('refuses, when connecting, an allowed name that resolves to this machine', async () => {
    const policy = { hosts: ['localhost'], trustedOrigins: [] };
    await expect(
      postToPushService('https://localhost/push/a', policy, {
        headers: {},
        body: null,
        timeoutMs: 5_000,
      }),
    ).rejects.toBeInstanceOf(RefusedPushEndpoint);
  });

  it('takes exact origins from PUSH_SERVICE_HOSTS only in tests', () => {
    const env = { DATA_DIR: '/tmp/juntos-config-test' };
    expect(() =>
      loadConfig({ ...env, NODE_ENV: 'production', PUSH_SERVICE_HOSTS: 'http://127.0.0.1:4567' }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({ ...env, NODE_ENV: 'production', PUSH_SERVICE_HOSTS: 'push example' }),
    ).toThrow(ConfigError);
    expect(
      loadConfig({ ...env, NODE_ENV: 'production', PUSH_SERVICE_HOSTS: 'push.example.org' })
        .PUSH_SERVICE_HOSTS,
    ).toBe('push.example.org');
    expect(
      loadConfig({ ...env, NODE_ENV: 'test', PUSH_SERVICE_HOSTS: 'http://127.0.0.1:4567' })
        .PUSH_SERVICE_HOSTS,
    ).toBe('http://127.0.0.1:4567');
  });
});
