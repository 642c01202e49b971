import type { Pagination } from '../../core';

/** Previous and next links of a paginated page (`?page=N`), or null where there is none. */
export interface PageLinks {
  previous: string | null;
  next: string | null;
  current: number;
  total: number;
}

export function pageLinks(path: string, pagination: Pagination): PageLinks {
  const at = (page: number) => (page === 1 ? path : `${path}?page=${page}`);
  const current = pagination.page_current;
  return {
    previous: current > 1 ? at(Math.min(current - 1, Math.max(pagination.total_pages, 1))) : null,
    next: current < pagination.total_pages ? at(current + 1) : null,
    current,
    total: pagination.total_pages,
  };
}
