import { Injectable } from '@nestjs/common';
import { Db } from '../../database';

export interface AppRow {
  id: number;
  client_id: string;
  secret_hash: string | null;
  name: string;
  website: string;
  redirect_uris: string;
  scopes: string;
  created_at: number;
}

export interface CodeRow {
  id: number;
  app_id: number;
  client_id: string;
  user_id: number;
  redirect_uri: string;
  scopes: string;
  code_challenge: string;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
}

export interface TokenRow {
  id: number;
  code_id: number;
  app_id: number;
  client_id: string;
  user_id: number;
  scopes: string;
  access_expires_at: number;
  refresh_expires_at: number;
  rotated_at: number | null;
  revoked_at: number | null;
}

export interface NewToken {
  codeId: number;
  appId: number;
  userId: number;
  accessHash: string;
  refreshHash: string;
  scopes: string;
  accessExpiresAt: number;
  refreshExpiresAt: number;
  now: number;
}

/** A grant as its user sees it: the app, the scopes and when a token of it was last used. */
export interface GrantRow {
  code_id: number;
  app_name: string;
  website: string;
  scopes: string;
  created_at: number;
  last_used_at: number | null;
}

const TOKEN_COLUMNS = `t.id, t.code_id, t.app_id, a.client_id, t.user_id, t.scopes, t.access_expires_at,
  t.refresh_expires_at, t.rotated_at, t.revoked_at`;

/** The oauth module's statements on its own tables (the same on both databases). */
@Injectable()
export class OAuthRepository {
  constructor(private readonly db: Db) {}

  async insertApp(app: Omit<AppRow, 'id'>): Promise<number> {
    const row = await this.db.transaction((tx) =>
      tx.get<{ id: number }>(
        `INSERT INTO oauth_apps (client_id, secret_hash, name, website, redirect_uris, scopes, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          app.client_id,
          app.secret_hash,
          app.name,
          app.website,
          app.redirect_uris,
          app.scopes,
          app.created_at,
        ],
      ),
    );
    return Number(row!.id);
  }

  /**
   * Registers a first-party app the service defines itself (the docs page's client), or brings
   * its row up to date: one statement, so instances that do it at once agree.
   */
  async upsertApp(app: Omit<AppRow, 'id'>): Promise<void> {
    await this.db.transaction((tx) =>
      tx.run(
        `INSERT INTO oauth_apps (client_id, secret_hash, name, website, redirect_uris, scopes, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (client_id) DO UPDATE SET secret_hash = excluded.secret_hash,
           name = excluded.name, website = excluded.website,
           redirect_uris = excluded.redirect_uris, scopes = excluded.scopes`,
        [
          app.client_id,
          app.secret_hash,
          app.name,
          app.website,
          app.redirect_uris,
          app.scopes,
          app.created_at,
        ],
      ),
    );
  }

  findApp(clientId: string): Promise<AppRow | undefined> {
    return this.db.get<AppRow>(`SELECT * FROM oauth_apps WHERE client_id = $1`, [clientId]);
  }

  listApps(): Promise<AppRow[]> {
    return this.db.all<AppRow>(`SELECT * FROM oauth_apps ORDER BY id`);
  }

  /** Removes an app with its codes and tokens (which then stop working). */
  async deleteApp(clientId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const app = await tx.get<{ id: number }>(`SELECT id FROM oauth_apps WHERE client_id = $1`, [
        clientId,
      ]);
      if (app === undefined) {
        return false;
      }
      await tx.run(`DELETE FROM oauth_tokens WHERE app_id = $1`, [app.id]);
      await tx.run(`DELETE FROM oauth_codes WHERE app_id = $1`, [app.id]);
      await tx.run(`DELETE FROM oauth_apps WHERE id = $1`, [app.id]);
      return true;
    });
  }

  async insertCode(code: {
    appId: number;
    userId: number;
    codeHash: string;
    redirectUri: string;
    scopes: string;
    codeChallenge: string;
    expiresAt: number;
    now: number;
  }): Promise<number> {
    const row = await this.db.transaction((tx) =>
      tx.get<{ id: number }>(
        `INSERT INTO oauth_codes (app_id, user_id, code_hash, redirect_uri, scopes, code_challenge, expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          code.appId,
          code.userId,
          code.codeHash,
          code.redirectUri,
          code.scopes,
          code.codeChallenge,
          code.expiresAt,
          code.now,
        ],
      ),
    );
    return Number(row!.id);
  }

  findCode(codeHash: string): Promise<CodeRow | undefined> {
    return this.db.get<CodeRow>(
      `SELECT c.id, c.app_id, a.client_id, c.user_id, c.redirect_uri, c.scopes, c.code_challenge,
              c.expires_at, c.used_at, c.revoked_at
         FROM oauth_codes c JOIN oauth_apps a ON a.id = c.app_id
        WHERE c.code_hash = $1`,
      [codeHash],
    );
  }

  /** Takes the code: true for the one exchange that finds it unused. */
  async useCode(codeId: number, now: number): Promise<boolean> {
    const result = await this.db.transaction((tx) =>
      tx.run(`UPDATE oauth_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL`, [
        codeId,
        now,
      ]),
    );
    return result.changes > 0;
  }

  /**
   * Revokes a grant: its code can no longer be exchanged and every token of it stops. Two
   * commits, in this order: a token written meanwhile is either seen by the second statement or
   * its writer sees the first (OAuthModel.saveToken reads the grant after writing the token).
   */
  async revokeGrant(codeId: number, now: number): Promise<void> {
    await this.db.transaction((tx) =>
      tx.run(
        `UPDATE oauth_codes SET revoked_at = $2, used_at = COALESCE(used_at, $2)
          WHERE id = $1 AND revoked_at IS NULL`,
        [codeId, now],
      ),
    );
    await this.db.transaction((tx) =>
      tx.run(`UPDATE oauth_tokens SET revoked_at = $2 WHERE code_id = $1 AND revoked_at IS NULL`, [
        codeId,
        now,
      ]),
    );
  }

  async grantRevoked(codeId: number): Promise<boolean> {
    const row = await this.db.transaction((tx) =>
      tx.get<{ revoked_at: number | null }>(`SELECT revoked_at FROM oauth_codes WHERE id = $1`, [
        codeId,
      ]),
    );
    return row === undefined || row.revoked_at !== null;
  }

  async insertToken(token: NewToken): Promise<number> {
    const row = await this.db.transaction((tx) =>
      tx.get<{ id: number }>(
        `INSERT INTO oauth_tokens (code_id, app_id, user_id, access_hash, refresh_hash, scopes,
           access_expires_at, refresh_expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          token.codeId,
          token.appId,
          token.userId,
          token.accessHash,
          token.refreshHash,
          token.scopes,
          token.accessExpiresAt,
          token.refreshExpiresAt,
          token.now,
        ],
      ),
    );
    return Number(row!.id);
  }

  findByRefresh(refreshHash: string): Promise<TokenRow | undefined> {
    return this.db.get<TokenRow>(
      `SELECT ${TOKEN_COLUMNS} FROM oauth_tokens t JOIN oauth_apps a ON a.id = t.app_id
        WHERE t.refresh_hash = $1`,
      [refreshHash],
    );
  }

  /** The token of an access or refresh token's hash, whichever it is. */
  async findByEither(tokenHash: string): Promise<TokenRow | undefined> {
    return (
      (await this.db.get<TokenRow>(
        `SELECT ${TOKEN_COLUMNS} FROM oauth_tokens t JOIN oauth_apps a ON a.id = t.app_id
          WHERE t.access_hash = $1`,
        [tokenHash],
      )) ?? (await this.findByRefresh(tokenHash))
    );
  }

  /** An access token that works now. */
  findActiveAccess(accessHash: string, now: number): Promise<TokenRow | undefined> {
    return this.db.get<TokenRow>(
      `SELECT ${TOKEN_COLUMNS} FROM oauth_tokens t JOIN oauth_apps a ON a.id = t.app_id
        WHERE t.access_hash = $1 AND t.revoked_at IS NULL AND t.access_expires_at > $2`,
      [accessHash, now],
    );
  }

  /** Marks a refresh token used (and its pair revoked): true for the one refresh that finds it fresh. */
  async rotate(tokenId: number, now: number): Promise<boolean> {
    const result = await this.db.transaction((tx) =>
      tx.run(
        `UPDATE oauth_tokens SET rotated_at = $2, revoked_at = $2
          WHERE id = $1 AND rotated_at IS NULL AND revoked_at IS NULL`,
        [tokenId, now],
      ),
    );
    return result.changes > 0;
  }

  async touch(tokenId: number, now: number): Promise<void> {
    await this.db.transaction((tx) =>
      tx.run(`UPDATE oauth_tokens SET last_used_at = $2 WHERE id = $1`, [tokenId, now]),
    );
  }

  /** The grants of a user that still have a working token, newest first. */
  grantsOf(userId: number): Promise<GrantRow[]> {
    return this.db.all<GrantRow>(
      `SELECT c.id AS code_id, a.name AS app_name, a.website, c.scopes, c.created_at,
              (SELECT MAX(t.last_used_at) FROM oauth_tokens t WHERE t.code_id = c.id) AS last_used_at
         FROM oauth_codes c JOIN oauth_apps a ON a.id = c.app_id
        WHERE c.user_id = $1 AND c.revoked_at IS NULL
          AND EXISTS (SELECT 1 FROM oauth_tokens t WHERE t.code_id = c.id AND t.revoked_at IS NULL)
        ORDER BY c.id DESC`,
      [userId],
    );
  }

  /** Every code and token of a user (account erasure). */
  async deleteOfUser(userId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.run(`DELETE FROM oauth_tokens WHERE user_id = $1`, [userId]);
      await tx.run(`DELETE FROM oauth_codes WHERE user_id = $1`, [userId]);
    });
  }
}
