import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.js';
import { isAllowedPushEndpoint, isListedAddress, pushServiceList } from './push-services.js';

describe('the push services a subscription may be on', () => {
  const known = pushServiceList();

  it('are the browsers’ push services, over https on its port', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAAB',
    ]) {
      expect(isAllowedPushEndpoint(known, endpoint), endpoint).toBe(true);
    }
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.attacker.example/fcm/send/abc',
      'https://evilfcm.googleapis.com/x',
      'https://notify.windows.com/w/',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://localhost/push',
      'https://push.example.com/send/1',
      'not a url',
    ]) {
      expect(isAllowedPushEndpoint(known, endpoint), endpoint).toBe(false);
    }
  });

  it('take the operator’s own hosts, with their ports, and trust only addresses written as such', () => {
    const list = pushServiceList(['push.example.com', '127.0.0.1:8443', '*.push.example.org', '[::1]:9443']);
    expect(isAllowedPushEndpoint(list, 'https://push.example.com/send/1')).toBe(true);
    expect(isAllowedPushEndpoint(list, 'https://push.example.com:8443/send/1')).toBe(false);
    expect(isAllowedPushEndpoint(list, 'https://127.0.0.1:8443/push/1')).toBe(true);
    expect(isAllowedPushEndpoint(list, 'https://127.0.0.1/push/1')).toBe(false);
    expect(isAllowedPushEndpoint(list, 'https://eu.push.example.org/p')).toBe(true);
    expect(isAllowedPushEndpoint(list, 'https://[::1]:9443/p')).toBe(true);
    expect(isListedAddress(list, 'https://127.0.0.1:8443/push/1')).toBe(true);
    expect(isListedAddress(list, 'https://[::1]:9443/p')).toBe(true);
    expect(isListedAddress(list, 'https://push.example.com/send/1')).toBe(false);
    // 2130706433 and 127.1 are 127.0.0.1 to the URL parser, and so to the list.
    expect(isAllowedPushEndpoint(list, 'https://2130706433:8443/push/1')).toBe(true);
  });
});

describe('a public address', () => {
  it('is none of loopback, private, link-local, unique-local, metadata or reserved ranges', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '[::1]',
      'fe80::1',
      'fe80::1%eth0',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '::127.0.0.1',
      'localhost',
      '',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['8.8.8.8', '142.250.74.10', '172.32.0.1', '2607:f8b0:4004:c1b::5f', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});
