/** The Settings resource. */
export interface SettingsResponse {
  timezone: string;
}
