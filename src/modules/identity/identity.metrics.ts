import { Injectable, OnModuleInit } from '@nestjs/common';
import { MetricsRegistry } from '../../core';

/** The front door's events of this process, read when /metrics is scraped. */
export const identityCounts = {
  signups: 0,
  loginsOk: 0,
  loginsFailed: 0,
  loginsLimited: 0,
  resetsRequested: 0,
  resetsCompleted: 0,
};

@Injectable()
export class IdentityMetrics implements OnModuleInit {
  constructor(private readonly metrics: MetricsRegistry) {}

  onModuleInit(): void {
    this.metrics.scraped(
      'social_signups_total',
      'Accounts made by sign-up on the web pages',
      'counter',
      () => [{ labels: {}, value: identityCounts.signups }],
    );
    this.metrics.scraped(
      'social_logins_total',
      'Sign-ins on the web pages by result: ok, failed (wrong name or password), limited (429)',
      'counter',
      () => [
        { labels: { result: 'ok' }, value: identityCounts.loginsOk },
        { labels: { result: 'failed' }, value: identityCounts.loginsFailed },
        { labels: { result: 'limited' }, value: identityCounts.loginsLimited },
      ],
    );
    this.metrics.scraped(
      'social_password_resets_total',
      'Password resets by stage: requested (a form sent, known email or not), completed',
      'counter',
      () => [
        { labels: { stage: 'requested' }, value: identityCounts.resetsRequested },
        { labels: { stage: 'completed' }, value: identityCounts.resetsCompleted },
      ],
    );
  }
}
