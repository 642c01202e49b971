import { childSortOrder, MAX_DEPTH, SEGMENT_WIDTHS, subtreeRange } from './sort-order';

const zeros = (w: number) => '0'.repeat(w);
const ROOT_CHILD_1 = [
  '0000000001',
  zeros(10),
  zeros(10),
  zeros(11),
  zeros(10),
  zeros(10),
  zeros(10),
  zeros(10),
  zeros(10),
  zeros(10),
].join('/');

/** The path of a reply given its ordinals from depth 1 down. */
function pathOf(ordinals: number[]): string {
  let path: string | null = null;
  ordinals.forEach((ordinal, depth) => {
    path = childSortOrder(path, depth, ordinal);
  });
  return path!;
}

describe('sort_order paths', () => {
  describe('childSortOrder', () => {
    it('puts a direct reply’s ordinal in the first segment, zeros elsewhere', () => {
      expect(childSortOrder(null, 0, 1)).toBe(ROOT_CHILD_1);
    });

    it('uses the widths 10,10,10,11,10,10,10,10,10,10', () => {
      const path = childSortOrder(null, 0, 7);
      expect(path.split('/').map((s) => s.length)).toEqual([
        10, 10, 10, 11, 10, 10, 10, 10, 10, 10,
      ]);
      expect(path).toHaveLength(110); // 101 digits and 9 slashes: the column is VARCHAR(110)
    });

    it('copies the parent’s segments and puts the ordinal at the child’s depth', () => {
      const parent = pathOf([3, 12]);
      expect(childSortOrder(parent, 2, 5).split('/').slice(0, 4)).toEqual([
        '0000000003',
        '0000000012',
        '0000000005',
        zeros(11),
      ]);
      const deep = pathOf([1, 2, 3, 4]);
      expect(deep.split('/')[3]).toBe('00000000004');
    });

    it('reaches depth 10 (the last segment) and no further', () => {
      const ordinals = Array.from({ length: MAX_DEPTH }, (_, i) => i + 1);
      const deepest = pathOf(ordinals);
      expect(deepest.split('/').map(Number)).toEqual(ordinals);
      expect(() => childSortOrder(deepest, MAX_DEPTH, 1)).toThrow(RangeError);
    });

    it('orders a thread depth-first', () => {
      // created in this order: 1, 2, 1.1, 1.1.1, 2.1, 1.2, 10, 1.10
      const paths = {
        '1': pathOf([1]),
        '2': pathOf([2]),
        '1.1': pathOf([1, 1]),
        '1.1.1': pathOf([1, 1, 1]),
        '2.1': pathOf([2, 1]),
        '1.2': pathOf([1, 2]),
        '10': pathOf([10]),
        '1.10': pathOf([1, 10]),
      };
      const sorted = Object.entries(paths)
        .sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name]) => name);
      expect(sorted).toEqual(['1', '1.1', '1.1.1', '1.2', '1.10', '2', '2.1', '10']);
    });

    it.each([
      ['a negative depth', null, -1, 1],
      ['a parent at the deepest level', pathOf(Array(10).fill(1) as number[]), 10, 1],
      ['a missing path below the root', null, 1, 1],
      ['a path for a root', ROOT_CHILD_1, 0, 1],
      ['ordinal 0', null, 0, 0],
      ['a fractional ordinal', null, 0, 1.5],
      ['an ordinal wider than its segment', null, 0, 10_000_000_000],
      ['a malformed parent path', '1/2/3', 1, 1],
      ['a parent path without its own ordinal', pathOf([1]), 2, 1],
    ])('rejects %s', (_name, path, depth, ordinal) => {
      expect(() => childSortOrder(path, depth, ordinal)).toThrow(RangeError);
    });

    it('accepts the widest ordinals', () => {
      expect(childSortOrder(null, 0, 9_999_999_999).startsWith('9999999999/')).toBe(true);
      const parent = pathOf([1, 1, 1]);
      expect(childSortOrder(parent, 3, 99_999_999_999).split('/')[3]).toBe('99999999999');
    });
  });

  describe('subtreeRange', () => {
    const inRange = (path: string, r: { after: string; upTo: string }) =>
      path > r.after && path <= r.upTo;

    it('covers every reply of a conversation for a top-level post', () => {
      const range = subtreeRange(null, 0);
      expect(range.after).toBe(SEGMENT_WIDTHS.map(zeros).join('/'));
      expect(range.upTo).toBe(SEGMENT_WIDTHS.map((w) => '9'.repeat(w)).join('/'));
      for (const ordinals of [[1], [9_999_999_999], [3, 4, 5], Array(10).fill(7) as number[]]) {
        expect(inRange(pathOf(ordinals), range)).toBe(true);
      }
    });

    it('covers exactly the descendants of a reply', () => {
      const post = pathOf([2, 3]);
      const range = subtreeRange(post, 2);
      expect(range.after).toBe(post);
      const inside = [
        [2, 3, 1],
        [2, 3, 1, 1],
        [2, 3, 99],
        [2, 3, 3, 3, 3, 3, 3, 3, 3, 3],
      ];
      const outside = [
        [2, 3],
        [2],
        [2, 2],
        [2, 2, 9],
        [2, 4],
        [2, 4, 1],
        [3],
        [1, 3, 1],
        [20, 3, 1],
      ];
      for (const ordinals of inside) {
        expect([ordinals, inRange(pathOf(ordinals), range)]).toEqual([ordinals, true]);
      }
      for (const ordinals of outside) {
        expect([ordinals, inRange(pathOf(ordinals), range)]).toEqual([ordinals, false]);
      }
    });

    it('is empty for a reply at the deepest level', () => {
      const deepest = pathOf(Array(10).fill(1) as number[]);
      const range = subtreeRange(deepest, 10);
      expect(range.after).toBe(deepest);
      expect(range.upTo).toBe(deepest);
    });

    it.each([
      ['a path for a root', ROOT_CHILD_1, 0],
      ['no path for a reply', null, 2],
      ['depth 11', pathOf([1]), 11],
      ['a path without an ordinal at its depth', pathOf([1]), 2],
    ])('rejects %s', (_name, path, depth) => {
      expect(() => subtreeRange(path, depth)).toThrow(RangeError);
    });
  });
});
