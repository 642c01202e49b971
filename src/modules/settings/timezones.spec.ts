import { TIMEZONES } from './timezones';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildTimezoneList } = require('../../../scripts/generate-timezones') as {
  buildTimezoneList: (zones: readonly string[]) => string[];
};

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

  it('is the checked-in list in that form, with the common zones once', () => {
    expect(buildTimezoneList(TIMEZONES)).toEqual(TIMEZONES);
    expect(TIMEZONES).toContain('Europe/Berlin');
    expect(TIMEZONES).toContain('America/New_York');
    expect(TIMEZONES.length).toBeGreaterThan(400);
  });

  it("does not follow the runtime's zone list", () => {
    const spy = jest.spyOn(Intl, 'supportedValuesOf').mockReturnValue(['Europe/Paris']);
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const fresh = require('./timezones') as typeof import('./timezones');
        expect(fresh.TIMEZONES).toEqual(TIMEZONES);
      });
    } finally {
      spy.mockRestore();
    }
  });

  it('holds only names the runtime can compute local times in', () => {
    const unknown = TIMEZONES.filter((timeZone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone }).format(0);
        return false;
      } catch {
        return true;
      }
    });
    expect(unknown).toEqual([]);
  });
});
