import { paginate, pageOffset, paginationLinks } from './pagination';

describe('paginate', () => {
  it('describes an empty list as one page', () => {
    expect(paginate(0, 1, '/latest')).toEqual({
      total_results: 0,
      total_pages: 1,
      page_previous: 1,
      page_next: 1,
      page_current: 1,
      current_page: 1,
      current_result: 0,
      current_result_first: 0,
      current_result_last: 0,
      url_next: '/api/v0/latest?page=1',
      url_previous: '/api/v0/latest?page=1',
    });
  });

  it('describes a single partial page as the spec shows', () => {
    const p = paginate(7, 1, '/latest');
    expect([p.page_previous, p.page_next, p.page_current, p.current_page]).toEqual([1, 1, 1, 1]);
    expect([p.current_result, p.current_result_first, p.current_result_last]).toEqual([1, 1, 7]);
    expect(p.total_pages).toBe(1);
  });

  it('counts pages and results in the middle of a list', () => {
    const p = paginate(45, 2, '/timeline/user/alice');
    expect(p.total_pages).toBe(3);
    expect(p.page_previous).toBe(1);
    expect(p.page_next).toBe(3);
    expect(p.current_result_first).toBe(21);
    expect(p.current_result_last).toBe(40);
    expect(p.url_next).toBe('/api/v0/timeline/user/alice?page=3');
    expect(p.url_previous).toBe('/api/v0/timeline/user/alice?page=1');
  });

  it('stops page_next at the last page', () => {
    const p = paginate(45, 3, '/latest');
    expect(p.page_next).toBe(3);
    expect(p.current_result_last).toBe(45);
  });

  it('handles an exact multiple of the page size', () => {
    const p = paginate(40, 2, '/latest');
    expect(p.total_pages).toBe(2);
    expect(p.page_next).toBe(2);
    expect(p.current_result_last).toBe(40);
  });

  it('answers a page past the end with its own numbers', () => {
    const p = paginate(5, 4, '/latest');
    expect(p.total_pages).toBe(1);
    expect(p.page_current).toBe(4);
    expect(p.page_previous).toBe(3);
    expect(p.page_next).toBe(1);
    expect(p.current_result_first).toBe(61);
    expect(p.current_result_last).toBe(5);
  });

  it('has the spec field order', () => {
    expect(Object.keys(paginate(1, 1, '/x'))).toEqual([
      'total_results',
      'total_pages',
      'page_previous',
      'page_next',
      'page_current',
      'current_page',
      'current_result',
      'current_result_first',
      'current_result_last',
      'url_next',
      'url_previous',
    ]);
  });

  it('computes offsets', () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(40);
  });
});

describe('paginationLinks', () => {
  it('names first and last only on a single page', () => {
    expect(paginationLinks(paginate(7, 1, '/latest'))).toBe(
      '</api/v0/latest?page=1>; rel="first", </api/v0/latest?page=1>; rel="last"',
    );
  });

  it('names prev and next where those pages exist', () => {
    expect(paginationLinks(paginate(45, 2, '/timeline/user/alice'))).toBe(
      [
        '</api/v0/timeline/user/alice?page=1>; rel="first"',
        '</api/v0/timeline/user/alice?page=1>; rel="prev"',
        '</api/v0/timeline/user/alice?page=3>; rel="next"',
        '</api/v0/timeline/user/alice?page=3>; rel="last"',
      ].join(', '),
    );
    expect(paginationLinks(paginate(45, 3, '/latest'))).not.toContain('rel="next"');
  });

  it('points prev of a page past the end at the last page', () => {
    expect(paginationLinks(paginate(45, 9, '/latest'))).toBe(
      '</api/v0/latest?page=1>; rel="first", </api/v0/latest?page=3>; rel="prev", ' +
        '</api/v0/latest?page=3>; rel="last"',
    );
  });
});
