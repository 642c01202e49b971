import { decodeBody, DEFLATE_FROM, encodeBody } from './stored-answer';

describe('encodeBody / decodeBody', () => {
  const roundTrip = (payload: string | Buffer) => {
    const encoded = encodeBody(payload);
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
    expect(decodeBody(encoded).equals(bytes)).toBe(true);
    return encoded;
  };

  it('keeps a JSON answer as its own text', () => {
    const text = '{"data":{"post":"héllo ✓"},"messages":[]}';
    expect(roundTrip(text)).toEqual({ body: text, encoding: 'utf8' });
    expect(roundTrip(Buffer.from(text))).toEqual({ body: text, encoding: 'utf8' });
  });

  it('keeps text with characters beyond the BMP as text, the same bytes', () => {
    expect(roundTrip('{"post":"🙂 emoji"}').encoding).toBe('utf8');
  });

  it('stores NUL and bytes that are not UTF-8 in base64', () => {
    expect(roundTrip('a\u0000b').encoding).toBeNull();
    expect(roundTrip(Buffer.from([0xff, 0xfe, 0x41])).encoding).toBeNull();
  });

  it(`deflates from ${DEFLATE_FROM} bytes, not below`, () => {
    const below = '{"x":"' + 'a'.repeat(DEFLATE_FROM - 20) + '"}';
    expect(roundTrip(below).encoding).toBe('utf8');
    const from = '{"x":"' + 'a'.repeat(DEFLATE_FROM) + '"}';
    const encoded = roundTrip(from);
    expect(encoded.encoding).toBe('deflate');
    expect(encoded.body.length).toBeLessThan(from.length / 10);
  });
});
