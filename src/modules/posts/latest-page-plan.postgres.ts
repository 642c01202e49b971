import type { LatestPagePlan } from './posts.repository';

/** PostgreSQL: the guard as a WHERE term (a one-time filter), no index hint (posts.repository.ts). */
export const POSTGRES_LATEST_PAGE_PLAN: LatestPagePlan = { indexHint: '', guardInLimit: false };
