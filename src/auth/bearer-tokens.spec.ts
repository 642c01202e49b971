import { isBearerHeader, parseBearer } from './bearer-tokens';

describe('parseBearer (RFC 6750 b64token)', () => {
  it.each([
    ['Bearer abc-DEF_123', 'abc-DEF_123'],
    ['bearer abc', 'abc'],
    ['BEARER   a.b~c+d/e==', 'a.b~c+d/e=='],
    ['Bearer abc  ', 'abc'],
  ])('reads %j', (header, token) => {
    expect(parseBearer(header)).toBe(token);
  });

  it.each([
    'Bearer',
    'Bearer ',
    'Bearer a b',
    'Bearer a\u0000',
    'Bearer é',
    'Basic abc',
    'Bearerabc',
    'Bearer =abc',
  ])('refuses %j', (header) => {
    expect(parseBearer(header)).toBeNull();
  });

  it('tells the Bearer scheme from others, however malformed', () => {
    expect(isBearerHeader('Bearer')).toBe(true);
    expect(isBearerHeader('bearer x y')).toBe(true);
    expect(isBearerHeader('Basic abc')).toBe(false);
    expect(isBearerHeader('Bearerx')).toBe(false);
  });
});
