/**
 * The value of one sample of a Prometheus text exposition: `name` with exactly these labels (in
 * any order), or undefined when there is no such line.
 */
export function sampleOf(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) {
      continue;
    }
    const found: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      found[pair[1]] = pair[2];
    }
    const keys = Object.keys(labels);
    if (
      keys.length === Object.keys(found).length &&
      keys.every((key) => found[key] === labels[key])
    ) {
      return Number(match[3]);
    }
  }
  return undefined;
}
