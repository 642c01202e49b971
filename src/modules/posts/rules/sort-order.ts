/**
 * `sort_order` paths of replies (DESIGN §5): ten zero-padded segments joined by `/`; segment k of a
 * depth-d reply is its ancestors' ordinal at depth k (k < d), its own ordinal among its siblings
 * (k = d) or zeros (k > d). Every path has the same length with `/` at the same places, so
 * comparing paths as strings compares them segment by segment, whatever the collation, and a
 * thread ordered by path is in depth-first order.
 */

export const SEGMENT_WIDTHS: readonly number[] = [10, 10, 10, 11, 10, 10, 10, 10, 10, 10];

/** The deepest reply: one segment per level. */
export const MAX_DEPTH = SEGMENT_WIDTHS.length;

function segment(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function segmentsOf(path: string, depth: number): string[] {
  const segments = path.split('/');
  if (
    segments.length !== MAX_DEPTH ||
    segments.some((s, i) => s.length !== SEGMENT_WIDTHS[i] || !/^\d+$/.test(s))
  ) {
    throw new RangeError(`Not a sort_order path: ${path}`);
  }
  if (segments.slice(0, depth).some((s) => Number(s) === 0)) {
    throw new RangeError(`The path ${path} has no ordinal at every level up to ${depth}.`);
  }
  return segments;
}

/**
 * The path of the `ordinal`-th reply (1-based) to a post at `parentDepth` whose path is
 * `parentPath` (null for a top-level post, depth 0). The reference form of the rule: both
 * writers compute the path in SQL (`childSortOrderSql`), which is tested against this one.
 */
export function childSortOrder(
  parentPath: string | null,
  parentDepth: number,
  ordinal: number,
): string {
  if (!Number.isInteger(parentDepth) || parentDepth < 0 || parentDepth >= MAX_DEPTH) {
    throw new RangeError(`A post at depth ${parentDepth} cannot have replies.`);
  }
  if ((parentDepth === 0) !== (parentPath === null)) {
    throw new RangeError('Only a top-level post (depth 0) has no path.');
  }
  const width = SEGMENT_WIDTHS[parentDepth];
  if (!Number.isSafeInteger(ordinal) || ordinal < 1 || String(ordinal).length > width) {
    throw new RangeError(`The ordinal ${ordinal} does not fit a ${width}-digit segment.`);
  }
  const parent = parentPath === null ? [] : segmentsOf(parentPath, parentDepth);
  return SEGMENT_WIDTHS.map((w, i) => {
    if (i < parentDepth) {
      return parent[i];
    }
    return i === parentDepth ? segment(ordinal, w) : segment(0, w);
  }).join('/');
}

/** The paths of a post's descendants are those with `after < sort_order <= upTo`. */
export interface SubtreeRange {
  after: string;
  upTo: string;
}

/**
 * The range of the descendants of a post at `depth` with path `path` (null for a top-level post,
 * whose descendants are every reply of its conversation): they share its first `depth` segments
 * and have a non-zero segment after them.
 */
export function subtreeRange(path: string | null, depth: number): SubtreeRange {
  if (!Number.isInteger(depth) || depth < 0 || depth > MAX_DEPTH) {
    throw new RangeError(`No post is at depth ${depth}.`);
  }
  if ((depth === 0) !== (path === null)) {
    throw new RangeError('Only a top-level post (depth 0) has no path.');
  }
  const own = path === null ? [] : segmentsOf(path, depth);
  const after = SEGMENT_WIDTHS.map((w, i) => (i < depth ? own[i] : segment(0, w))).join('/');
  const upTo = SEGMENT_WIDTHS.map((w, i) => (i < depth ? own[i] : '9'.repeat(w))).join('/');
  return { after, upTo };
}

/** Where each segment starts in a path (1-based, as SQL's substr counts). */
const SEGMENT_STARTS: readonly number[] = SEGMENT_WIDTHS.map(
  (_w, i) => SEGMENT_WIDTHS.slice(0, i).reduce((sum, w) => sum + w + 1, 0) + 1,
);

/** `CASE depth WHEN 0 THEN values[0] … END`: a per-level constant as an SQL expression. */
function perLevelSql(depth: string, values: readonly number[]): string {
  return `(CASE ${depth} ${values.map((v, i) => `WHEN ${i} THEN ${v}`).join(' ')} END)`;
}

/**
 * The same path as `childSortOrder`, as an SQL expression, for the statement that takes the
 * ordinal from its own upsert (`PostsRepository`): the parent's path (all zeros for a top-level
 * post) with the segment after the parent's depth replaced by the zero-padded ordinal. The
 * arguments are SQL expressions; the ordinal must be an integer. It uses only substr, ||, length
 * and CASE, so the one text runs on SQLite and PostgreSQL alike, and
 * test/sort-order-sql.e2e-spec.ts checks it against `childSortOrder` on both. An ordinal wider
 * than its segment must be excluded by the caller (`replyOrdinalFitsSql`): its leading digits
 * would be cut.
 */
export function childSortOrderSql(
  parentPath: string,
  parentDepth: string,
  ordinal: string,
): string {
  const path = `COALESCE(${parentPath}, '${SEGMENT_WIDTHS.map((w) => '0'.repeat(w)).join('/')}')`;
  const start = perLevelSql(parentDepth, SEGMENT_STARTS);
  const width = sortOrderSegmentWidthSql(parentDepth);
  const digits = `CAST(${ordinal} AS TEXT)`;
  const widest = Math.max(...SEGMENT_WIDTHS);
  // Left-padding without lpad or printf (SQLite has no lpad, PostgreSQL no printf): the last
  // `width` characters of the widest run of zeros followed by the digits.
  const padded = `substr('${'0'.repeat(widest)}' || ${digits}, length(${digits}) + ${widest + 1} - ${width})`;
  return `(substr(${path}, 1, ${start} - 1) || ${padded} || substr(${path}, ${start} + ${width}))`;
}

/** Where the part of a path below depth d starts (1-based), for d = 0 … MAX_DEPTH. */
const BELOW_DEPTH_STARTS: readonly number[] = [
  ...SEGMENT_STARTS,
  SEGMENT_WIDTHS.reduce((sum, w) => sum + w + 1, 0),
];

/**
 * `subtreeRange` as SQL expressions (`path`, `depth`: SQL expressions of the post's), for a
 * statement that reads a post and its descendants at once: the post's first `depth` segments,
 * then the rest of the all-zeros path (`after`) or of the all-nines path (`upTo`). Only substr,
 * || and CASE, as `childSortOrderSql`; test/sort-order-sql.e2e-spec.ts checks it against
 * `subtreeRange` on both databases.
 */
export function subtreeRangeSql(path: string, depth: string): { after: string; upTo: string } {
  const start = perLevelSql(depth, BELOW_DEPTH_STARTS);
  const own = `substr(COALESCE(${path}, ''), 1, ${start} - 1)`;
  const fill = (digit: string) =>
    `substr('${SEGMENT_WIDTHS.map((w) => digit.repeat(w)).join('/')}', ${start})`;
  return { after: `(${own} || ${fill('0')})`, upTo: `(${own} || ${fill('9')})` };
}

/** The width of the segment a reply to a post at `parentDepth` (an SQL expression) gets. */
export function sortOrderSegmentWidthSql(parentDepth: string): string {
  return perLevelSql(parentDepth, SEGMENT_WIDTHS);
}

/**
 * True (SQL) when the `ordinal`-th reply to a post at `parentDepth` fits its path segment, the
 * guard `childSortOrder` applies by throwing. Both arguments are SQL expressions.
 */
export function replyOrdinalFitsSql(parentDepth: string, ordinal: string): string {
  return `length(CAST(${ordinal} AS TEXT)) <= ${sortOrderSegmentWidthSql(parentDepth)}`;
}
