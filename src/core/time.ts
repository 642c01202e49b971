/**
 * The one wire format for timestamps: `YYYY-MM-DDThh:mm:ss+00:00` (UTC, whole seconds).
 * The database stores instants as epoch milliseconds; this is the only place they become text.
 */
export function formatTimestamp(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 19) + '+00:00';
}
