/** The areas of the spec's timezone list (`<Area>/<Location>`). */
export const TIMEZONE_AREAS = [
  'Africa',
  'America',
  'Antarctica',
  'Arctic',
  'Asia',
  'Atlantic',
  'Australia',
  'Europe',
  'Indian',
  'Pacific',
] as const;

/**
 * The runtime's IANA zones in those areas, sorted by code unit (as a byte-wise sort would), then
 * `UTC` last. It depends on the ICU data of the Node build, so it is computed, never hard-coded.
 */
export function buildTimezoneList(zones: readonly string[] = Intl.supportedValuesOf('timeZone')) {
  const areas = new Set<string>(TIMEZONE_AREAS);
  const listed = zones
    .filter((zone) => areas.has(zone.split('/')[0]) && zone.includes('/'))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return [...new Set(listed), 'UTC'];
}

export const TIMEZONES: readonly string[] = buildTimezoneList();

export const TIMEZONES_DESCRIPTION = 'This is a list of valid timezones.';
