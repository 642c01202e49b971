import fc from 'fast-check';
import { formatTimestamp } from './time';

const reference = (ms: number) => new Date(ms).toISOString().slice(0, 19) + '+00:00';

describe('formatTimestamp', () => {
  it('formats UTC whole seconds with an explicit offset', () => {
    expect(formatTimestamp(0)).toBe('1970-01-01T00:00:00+00:00');
    expect(formatTimestamp(1_763_800_000_999)).toBe('2025-11-22T08:26:40+00:00');
    expect(formatTimestamp(951_868_799_999)).toBe('2000-02-29T23:59:59+00:00');
    expect(formatTimestamp(253_402_300_799_000)).toBe('9999-12-31T23:59:59+00:00');
  });

  it("equals Date's ISO string for any instant, inside and outside the cached range", () => {
    fc.assert(
      fc.property(fc.integer({ min: -8.64e15, max: 8.64e15 }), (ms) => {
        expect(formatTimestamp(ms)).toBe(reference(ms));
      }),
      { numRuns: 20_000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        expect(formatTimestamp(ms)).toBe(reference(ms));
      }),
      { numRuns: 20_000 },
    );
  });
});
