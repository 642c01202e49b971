import { buildTimezoneList, TIMEZONES } from './timezones';

describe('timezone list', () => {
  it('keeps only the ten areas, sorted, with UTC last', () => {
    expect(
      buildTimezoneList([
        'Europe/London',
        'Etc/GMT+1',
        'America/Port_of_Spain',
        'UTC',
        'America/Port-au-Prince',
        'America/Indiana/Knox',
        'Africa/Abidjan',
        'Europe',
      ]),
    ).toEqual([
      'Africa/Abidjan',
      'America/Indiana/Knox',
      'America/Port-au-Prince',
      'America/Port_of_Spain',
      'Europe/London',
      'UTC',
    ]);
  });

  it('comes from the runtime and contains the common zones once', () => {
    expect(TIMEZONES).toContain('Europe/Berlin');
    expect(TIMEZONES).toContain('America/New_York');
    expect(TIMEZONES.filter((z) => z === 'UTC')).toHaveLength(1);
    expect(new Set(TIMEZONES).size).toBe(TIMEZONES.length);
  });
});
