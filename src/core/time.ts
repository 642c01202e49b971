const DAY_MS = 86_400_000;
/** 10000-01-01T00:00:00Z: from there on, ISO years take more than four digits. */
const YEAR_10000_MS = 253_402_300_800_000;
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
const DAY_CACHE_LIMIT = 4096;

/** `YYYY-MM-DDT` per day since the epoch: a page of posts shares a handful of days. */
const dayPrefixes = new Map<number, string>();

/**
 * Whole texts per instant: the posts of a hot page are shown again and again, and a text built
 * per call is garbage per call (the young generation's collections are most of the gap to the
 * reference on PostgreSQL: docs/performance.md "Where the time goes").
 */
const texts = new Map<number, string>();
const TEXT_CACHE_LIMIT = 16_384;

function slowFormat(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 19) + '+00:00';
}

/**
 * The one wire format for timestamps: `YYYY-MM-DDThh:mm:ss+00:00` (UTC, whole seconds).
 * The database stores instants as epoch milliseconds; this is the only place they become text.
 * A page of posts formats about a hundred of them, so the date part is cached per day and the time
 * of day is plain arithmetic (building a Date and an ISO string each time cost ~7 % of `/latest`).
 */
export function formatTimestamp(epochMs: number): string {
  let text = texts.get(epochMs);
  if (text === undefined) {
    if (texts.size >= TEXT_CACHE_LIMIT) {
      texts.clear();
    }
    text = buildTimestamp(epochMs);
    texts.set(epochMs, text);
  }
  return text;
}

function buildTimestamp(epochMs: number): string {
  if (!(epochMs >= 0 && epochMs < YEAR_10000_MS)) {
    return slowFormat(epochMs);
  }
  const day = Math.floor(epochMs / DAY_MS);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    if (dayPrefixes.size >= DAY_CACHE_LIMIT) {
      dayPrefixes.clear();
    }
    prefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
    dayPrefixes.set(day, prefix);
  }
  const secondOfDay = Math.floor((epochMs - day * DAY_MS) / 1000);
  const hours = Math.floor(secondOfDay / 3600);
  const minutes = Math.floor((secondOfDay % 3600) / 60);
  return `${prefix}${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:${TWO_DIGITS[secondOfDay % 60]}+00:00`;
}
