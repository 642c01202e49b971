import { Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../../core';
import { Db } from '../../database';
import { UsersService } from '../../users';
import { SettingsRepository } from './settings.repository';
import { SettingsResponse } from './dto/settings.response';

@Injectable()
export class SettingsService {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly users: UsersService,
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async settingsOf(userId: number): Promise<SettingsResponse> {
    return { timezone: this.found(await this.settings.timezoneOf(userId)) };
  }

  /** `timezone` was validated against the list by the DTO. */
  async setTimezone(userId: number, timezone: string): Promise<SettingsResponse> {
    const stored = await this.db.transaction(async (tx) => {
      await this.users.setTimezone(tx, userId, timezone, this.clock.now());
      return this.settings.timezoneOf(userId, tx);
    });
    return { timezone: this.found(stored) };
  }

  private found(timezone: string | undefined): string {
    if (timezone === undefined) {
      throw new NotFoundException('The user does not exist.');
    }
    return timezone;
  }
}
