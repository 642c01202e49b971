import type { LatestPagePlan } from './posts.repository';

/** SQLite: the guard in the LIMIT (evaluated once), the index pinned (posts.repository.ts). */
export const SQLITE_LATEST_PAGE_PLAN: LatestPagePlan = {
  indexHint: 'INDEXED BY posts_latest',
  guardInLimit: true,
};
