import { TIMEZONE_LIST } from './timezone-list';

/**
 * The IANA zones the service accepts and lists: the checked-in list of
 * scripts/generate-timezones.js (the ten areas of the spec, sorted by code unit, then `UTC`),
 * not the runtime's `Intl.supportedValuesOf`, whose answer changes with the ICU data of the Node
 * build. timezones.spec.ts checks that the runtime knows every listed name.
 */
export const TIMEZONES: readonly string[] = TIMEZONE_LIST;

export const TIMEZONES_DESCRIPTION = 'This is a list of valid timezones.';
