export const PAGE_SIZE = 20;

/** `meta.pagination` of every list, in the spec's field order. */
export interface Pagination {
  total_results: number;
  total_pages: number;
  page_previous: number;
  page_next: number;
  page_current: number;
  current_page: number;
  current_result: number;
  current_result_first: number;
  current_result_last: number;
  url_next: string;
  url_previous: string;
}

export const API_PREFIX = '/api/v0';

/** Rows to skip for a 1-based page. */
export function pageOffset(page: number, pageSize = PAGE_SIZE): number {
  return (page - 1) * pageSize;
}

/**
 * The arithmetic of DESIGN §3: `path` is the endpoint path after the prefix (e.g. `/latest`);
 * other query parameters are not carried into the URLs.
 */
export function paginate(
  total: number,
  page: number,
  path: string,
  pageSize = PAGE_SIZE,
): Pagination {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const previous = page > 1 ? page - 1 : 1;
  const next = page < totalPages ? page + 1 : totalPages;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const url = (n: number) => `${API_PREFIX}${path}?page=${n}`;
  return {
    total_results: total,
    total_pages: totalPages,
    page_previous: previous,
    page_next: next,
    page_current: page,
    current_page: page,
    current_result: first,
    current_result_first: first,
    current_result_last: Math.min(page * pageSize, total),
    url_next: url(next),
    url_previous: url(previous),
  };
}

/**
 * The `Link` header of a list page (RFC 8288): `first` and `last` always, `prev` and `next` only
 * where such a page exists (unlike `page_previous`/`page_next`, which repeat the current page).
 * The targets are the paths of `url_next` with another page number.
 */
export function paginationLinks(pagination: Pagination): string {
  const base = pagination.url_next.slice(0, pagination.url_next.lastIndexOf('=') + 1);
  const last = pagination.total_pages;
  const page = pagination.page_current;
  const links = [`<${base}${1}>; rel="first"`];
  if (page > 1) {
    links.push(`<${base}${Math.min(page - 1, last)}>; rel="prev"`);
  }
  if (page < last) {
    links.push(`<${base}${page + 1}>; rel="next"`);
  }
  links.push(`<${base}${last}>; rel="last"`);
  return links.join(', ');
}
