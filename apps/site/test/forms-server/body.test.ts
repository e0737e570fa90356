// Reading form bodies strictly, and the sliding-window rate limit with its FORMS_RATE_LIMIT setting.
import { describe, expect, it } from 'vitest';
import { hasForeignCharset, isFormContentType, MAX_KEYS, parseFormBody } from '../../server/forms/body';
import { clientLimit, parseIpv6Prefix, parseRateLimit, RateLimiter, rateLimitKey } from '../../server/forms/rate-limit';

const multi = (name: string) => new Set(name === 'quote' ? ['selected_services', 'selected_solutions'] : []);
const parse = (body: string | Buffer) => parseFormBody(typeof body === 'string' ? Buffer.from(body) : body, multi);

describe('form body', () => {
  it('decodes + and percent escapes as browsers send them', () => {
    expect(parse('form-name=contact&name=J%C3%B3n+J%C3%B3nsson&message=a%0D%0Ab%26c%3Dd')).toEqual({
      ok: true,
      fields: Object.assign(Object.create(null), { 'form-name': 'contact', name: 'Jón Jónsson', message: 'a\r\nb&c=d' }),
    });
  });

  it('joins the repeated values of a multi-selection of that form only', () => {
    const body = 'form-name=quote&selected_services=seo&selected_services=+analytics+&selected_services=';
    expect(parse(body)).toMatchObject({ ok: true, fields: { selected_services: 'seo, analytics' } });
    expect(parse('form-name=contact&selected_services=a&selected_services=b')).toEqual({ ok: false, error: 'repeatedField', field: 'selected_services' });
  });

  it('reads a body that starts with a UTF-8 byte order mark as if it had none', () => {
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('form-name=contact&name=J%C3%B3n')]);
    expect(parse(withBom)).toEqual(parse('form-name=contact&name=J%C3%B3n'));
    expect(parse(Buffer.from([0xef, 0xbb, 0xbf]))).toEqual({ ok: true, fields: Object.create(null) });
    // Only a leading mark is dropped: one further in stays part of its value.
    expect(parse(Buffer.concat([Buffer.from('form-name=contact&name='), Buffer.from([0xef, 0xbb, 0xbf])]))).toMatchObject({ ok: true, fields: { name: '\ufeff' } });
  });

  it('refuses other repeated keys, form-name included', () => {
    expect(parse('form-name=quote&name=a&name=b')).toEqual({ ok: false, error: 'repeatedField', field: 'name' });
    expect(parse('form-name=quote&form-name=contact')).toEqual({ ok: false, error: 'repeatedField', field: 'form-name' });
  });

  it.each([
    ['a raw byte that is not UTF-8', Buffer.from([0x6e, 0x3d, 0xff])],
    ['an overlong raw encoding', Buffer.from([0x6e, 0x3d, 0xc0, 0xaf])],
    ['a truncated raw sequence', Buffer.from([0x6e, 0x3d, 0xe2, 0x82])],
    ['a percent-escaped invalid byte', 'name=%FF'],
    ['a percent-escaped lone surrogate', 'name=%ED%A0%80'],
    ['a percent-escaped truncated sequence', 'name=%E2%82'],
  ])('refuses %s', (_name, body) => {
    expect(parse(body)).toEqual({ ok: false, error: 'encoding' });
  });

  it('keeps a literal percent sign that escapes nothing, as URLSearchParams does', () => {
    expect(parse('form-name=contact&message=100%+sure')).toMatchObject({ ok: true, fields: { message: '100% sure' } });
  });

  it('bounds the number of fields', () => {
    const many = Array.from({ length: MAX_KEYS + 1 }, (_, i) => `k${i}=v`).join('&');
    expect(parse(many)).toEqual({ ok: false, error: 'tooManyFields' });
  });

  it('keeps __proto__ as a plain key', () => {
    const result = parse('form-name=contact&__proto__=x&constructor=y');
    expect(result.ok && result.fields['__proto__']).toBe('x');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('reads an empty or missing body as no fields', () => {
    expect(parse('')).toEqual({ ok: true, fields: Object.create(null) });
    expect(parseFormBody(undefined, multi)).toEqual({ ok: true, fields: Object.create(null) });
  });

  it('recognises the form content type with parameters, and refuses charsets other than UTF-8', () => {
    expect(isFormContentType('application/x-www-form-urlencoded')).toBe(true);
    expect(isFormContentType('Application/X-WWW-Form-URLEncoded; charset=UTF-8')).toBe(true);
    expect(isFormContentType('application/x-www-form-urlencodedx')).toBe(false);
    expect(isFormContentType('multipart/form-data; boundary=x')).toBe(false);
    expect(isFormContentType(undefined)).toBe(false);
    expect(hasForeignCharset('application/x-www-form-urlencoded; charset=utf-8')).toBe(false);
    expect(hasForeignCharset('application/x-www-form-urlencoded; charset="UTF8"')).toBe(false);
    expect(hasForeignCharset('application/x-www-form-urlencoded; charset=iso-8859-1')).toBe(true);
  });
});

describe('rate limit', () => {
  it('allows max hits in any window, then says when the oldest leaves it', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter({ max: 3, windowMs: 60_000, now: () => now });
    expect([0, 1, 2].map(() => limiter.hit('a').allowed)).toEqual([true, true, true]);
    now += 10_000;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterMs: 50_000 });
    expect(limiter.hit('b').allowed).toBe(true);
    now += 50_000;
    // Sliding: the first three left the window together.
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(false);
  });

  it('does not count refused hits, so a client that waits gets through', () => {
    let now = 0;
    const limiter = new RateLimiter({ max: 1, windowMs: 1000, now: () => now });
    limiter.hit('a');
    for (let i = 0; i < 100; i += 1) {
      now += 5;
      limiter.hit('a');
    }
    now = 1001;
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('forgets the least recently seen keys beyond its bound', () => {
    const limiter = new RateLimiter({ max: 1, windowMs: 60_000, maxKeys: 2, now: () => 5 });
    limiter.hit('a');
    limiter.hit('b');
    limiter.hit('c');
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('c').allowed).toBe(false);
  });

  it('counts an IPv6 client by its /48 (or the prefix set) and an IPv4 client by its address, mapped or not', () => {
    expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1::/48');
    expect(rateLimitKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1::/48');
    expect(rateLimitKey('2001:db8:1:ff03::1')).toBe('2001:db8:1::/48');
    expect(rateLimitKey('2001:db8:2::1')).toBe('2001:db8:2::/48');
    expect(rateLimitKey('2001:db8:1:2:aaaa::1', 64)).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:db8:1:2ff::1', 56)).toBe('2001:db8:1:200::/56');
    expect(rateLimitKey('2001:db8:1:3ff::1', 56)).toBe('2001:db8:1:300::/56');
    expect(rateLimitKey('fe80::1%eth0')).toBe('fe80:0:0::/48');
    expect(rateLimitKey('::1')).toBe('0:0:0::/48');
    expect(rateLimitKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(rateLimitKey('198.51.100.4')).toBe('198.51.100.4');
    // Not an address: kept as it is, so nothing is merged by mistake.
    expect(rateLimitKey('1:2:3')).toBe('1:2:3');
    expect(rateLimitKey('1::2::3')).toBe('1::2::3');
  });

  it('gives an IPv6 block four times the limit of an IPv4 address, and reads FORMS_IPV6_PREFIX', () => {
    expect(clientLimit('198.51.100.4', { max: 10, windowMs: 60_000 })).toEqual({ key: '198.51.100.4', max: 10 });
    expect(clientLimit('2001:db8:1:2::1', { max: 10, windowMs: 60_000 })).toEqual({ key: '2001:db8:1::/48', max: 40 });
    expect(clientLimit('2001:db8:1:2::1', { max: 10, windowMs: 60_000, ipv6Prefix: 64, ipv6Max: 10 })).toEqual({ key: '2001:db8:1:2::/64', max: 10 });
    expect(parseIpv6Prefix(undefined)).toBe(48);
    expect(parseIpv6Prefix('/56')).toBe(56);
    expect(() => parseIpv6Prefix('65')).toThrow(/FORMS_IPV6_PREFIX/);
    expect(() => parseIpv6Prefix('16')).toThrow(/FORMS_IPV6_PREFIX/);
  });

  it('reads FORMS_RATE_LIMIT', () => {
    expect(parseRateLimit(undefined)).toEqual({ max: 10, windowMs: 60_000 });
    expect(parseRateLimit('')).toEqual({ max: 10, windowMs: 60_000 });
    expect(parseRateLimit('30')).toEqual({ max: 30, windowMs: 60_000 });
    expect(parseRateLimit('5/10')).toEqual({ max: 5, windowMs: 10_000 });
    expect(parseRateLimit('100 / 1s')).toEqual({ max: 100, windowMs: 1000 });
    expect(parseRateLimit('off')).toBe(false);
    expect(parseRateLimit('0')).toBe(false);
    expect(() => parseRateLimit('lots')).toThrow(/FORMS_RATE_LIMIT/);
    expect(() => parseRateLimit('5/0')).toThrow(/positive/);
  });
});
