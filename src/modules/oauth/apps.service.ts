import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { Clock, formatTimestamp, messages, ValidationFailedException } from '../../core';
import type { AppResponse } from './dto/app.response';
import type { CreateAppDto } from './dto/create-app.dto';
import { newSecret, secretHash } from './oauth-hash';
import { AppRow, OAuthRepository } from './oauth.repository';
import { isScope, normalScopes } from './oauth-scopes';
import { isRedirectUri, isWebsite, MAX_REDIRECT_URIS } from './redirect-uris';

/** An app as the CLI lists it. */
export interface AppSummary {
  client_id: string;
  name: string;
  website: string;
  client_type: 'public' | 'confidential';
  redirect_uris: string[];
  scopes: string;
  created_at: string;
}

function toSummary(app: AppRow): AppSummary {
  return {
    client_id: app.client_id,
    name: app.name,
    website: app.website,
    client_type: app.secret_hash === null ? 'public' : 'confidential',
    redirect_uris: JSON.parse(app.redirect_uris) as string[],
    scopes: app.scopes,
    created_at: formatTimestamp(Number(app.created_at)),
  };
}

/** App registration (POST /apps) and the operator's list and delete (CLI). */
@Injectable()
export class AppsService {
  constructor(
    private readonly repo: OAuthRepository,
    private readonly clock: Clock,
  ) {}

  async register(input: CreateAppDto): Promise<AppResponse> {
    const redirectUris = [...new Set(input.redirect_uris.split(/\s+/).filter((u) => u !== ''))];
    if (
      redirectUris.length === 0 ||
      redirectUris.length > MAX_REDIRECT_URIS ||
      !redirectUris.every(isRedirectUri)
    ) {
      throw ValidationFailedException.single('redirect_uris', messages.validValue('redirect_uris'));
    }
    const asked = (input.scopes ?? '').split(/\s+/).filter((s) => s !== '');
    if (!asked.every(isScope)) {
      throw ValidationFailedException.single('scopes', messages.validValue('scopes'));
    }
    const scopes = asked.length === 0 ? ['read'] : normalScopes(asked);
    const website = (input.website ?? '').trim();
    if (website !== '' && !isWebsite(website)) {
      throw ValidationFailedException.single('website', messages.validValue('website'));
    }
    const confidential = input.client_type === 'confidential';
    const secret = confidential ? newSecret() : null;
    const row: Omit<AppRow, 'id'> = {
      // hex: never starts with '-', which a shell command (`apps delete`) would take for an option
      client_id: randomBytes(16).toString('hex'),
      secret_hash: secret === null ? null : secretHash(secret),
      name: input.name.trim(),
      website,
      redirect_uris: JSON.stringify(redirectUris),
      scopes: scopes.join(' '),
      created_at: this.clock.now(),
    };
    await this.repo.insertApp(row);
    const summary = toSummary({ ...row, id: 0 });
    return {
      client_id: summary.client_id,
      client_secret: secret,
      name: summary.name,
      website: summary.website,
      redirect_uris: summary.redirect_uris,
      scopes: summary.scopes,
      client_type: summary.client_type,
      created_at: summary.created_at,
    };
  }

  async list(): Promise<AppSummary[]> {
    return (await this.repo.listApps()).map(toSummary);
  }

  /** Deletes an app and every code and token issued to it; false when there is none. */
  delete(clientId: string): Promise<boolean> {
    return this.repo.deleteApp(clientId);
  }
}
