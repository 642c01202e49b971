import { parseBasic } from './basic-credentials';

const b64 = (s: string) => Buffer.from(s).toString('base64');

describe('parseBasic', () => {
  it('reads user and key', () => {
    expect(parseBasic(`Basic ${b64('alice:k3y:with:colons')}`)).toEqual({
      username: 'alice',
      key: 'k3y:with:colons',
    });
  });

  it('accepts any case of the scheme word', () => {
    expect(parseBasic(`bAsIc ${b64('a:b')}`)).toEqual({ username: 'a', key: 'b' });
  });

  it.each([
    ['Bearer abc'],
    ['Basic'],
    ['Basic !!!'],
    [`Basic ${b64('nocolon')}`],
    [`Basic ${b64(':key')}`],
    [`Basic ${b64('user:')}`],
  ])('rejects %s', (header) => expect(parseBasic(header)).toBeNull());
});
