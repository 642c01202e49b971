import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { API_PREFIX } from './http/paths';

export const PAGE_SIZE = 20;

const PAGE = { type: 'integer', minimum: 1 } as const;
const COUNT = { type: 'integer', minimum: 0 } as const;

/**
 * `meta.pagination` of every list (DESIGN §3), in the spec's field order: the OpenAPI schema and
 * the type `paginate` returns. 20 items per page; a
 * page past the last one is empty and still answers 200.
 */
@ApiSchema({ name: 'Pagination' })
export class Pagination {
  @ApiProperty({ ...COUNT, description: 'Items in the whole list.' }) total_results: number;
  @ApiProperty({ ...PAGE, description: 'Pages in the whole list (1 when it is empty).' })
  total_pages: number;
  @ApiProperty({
    ...PAGE,
    description: 'The page before this one; 1 on the first page.',
  })
  page_previous: number;
  @ApiProperty({
    ...PAGE,
    description:
      'The page after this one. On the last page it equals `total_pages` (so the current page): it never runs out by itself. Stop when `page_next <= page_current`, or when `data` holds fewer than 20 items (or follow the `Link` header\'s `rel="next"` until it is absent).',
  })
  page_next: number;
  @ApiProperty({ ...PAGE, description: 'The page of this answer (`?page=`, default 1).' })
  page_current: number;
  @ApiProperty({ ...PAGE, description: 'The same as `page_current`.' }) current_page: number;
  @ApiProperty({
    ...COUNT,
    description: 'The 1-based position of the first item of this page; 0 when the list is empty.',
  })
  current_result: number;
  @ApiProperty({ ...COUNT, description: 'The same as `current_result`.' })
  current_result_first: number;
  @ApiProperty({
    ...COUNT,
    description: 'The 1-based position of the last item of this page (capped by `total_results`).',
  })
  current_result_last: number;
  @ApiProperty({
    type: 'string',
    example: '/api/v0/latest?page=2',
    description: 'The path of `page_next` (the current page on the last page).',
  })
  url_next: string;
  @ApiProperty({
    type: 'string',
    example: '/api/v0/latest?page=1',
    description: 'The path of `page_previous`.',
  })
  url_previous: string;
}

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
