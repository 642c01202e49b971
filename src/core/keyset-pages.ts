/** Yields the items of keyset pages: `page(after)` until a page is shorter than `size`. */
export async function* keysetPages<T>(
  size: number,
  page: (after: T | undefined) => Promise<T[]>,
): AsyncGenerator<T> {
  let after: T | undefined;
  for (;;) {
    const rows = await page(after);
    yield* rows;
    if (rows.length < size) {
      return;
    }
    after = rows[rows.length - 1];
  }
}
