// The settings module's public surface: what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces").
export { SettingsModule } from './settings.module';
export { SettingsService } from './settings.service';
export { timezoneFromForm } from './dto/update-settings.dto';
export { TIMEZONES } from './timezones';
