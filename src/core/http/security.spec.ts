import { allowedMethods } from './security';

describe('allowedMethods (Access-Control-Allow-Methods)', () => {
  it('lists each method of the routes once, in a fixed order, without OPTIONS', () => {
    expect(allowedMethods(['DELETE', 'POST', 'GET', 'HEAD', 'GET', 'OPTIONS'])).toBe(
      'GET, HEAD, POST, DELETE',
    );
  });

  it('places a method it has no rank for after the known ones', () => {
    expect(allowedMethods(['SEARCH', 'PATCH', 'GET'])).toBe('GET, PATCH, SEARCH');
  });
});
