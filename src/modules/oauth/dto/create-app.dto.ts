import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { FormEnum, FormString } from '../../../core';

/** POST /apps: an app that will ask users for access (a client of RFC 6749). */
export class CreateAppDto {
  @ApiProperty({ description: 'Shown to the user on the consent page.', maxLength: 100 })
  @FormString({ required: true, max: 100 })
  name: string;

  @ApiProperty({
    description:
      "The exact redirect URIs, separated by spaces or new lines (at most 10). Each is `https`, `http` on a loopback host (127.0.0.1, [::1], localhost), or a native app's private-use scheme with a dot (`com.example.app:/callback`); no fragment.",
    maxLength: 5000,
  })
  @FormString({ required: true, max: 5000 })
  redirect_uris: string;

  @ApiPropertyOptional({
    description:
      'The scopes the app may ask for, separated by spaces: `read`, `write`, `notifications`. Default `read`.',
    maxLength: 64,
  })
  @FormString({ max: 64 })
  scopes?: string;

  @ApiPropertyOptional({ description: "The app's home page (http or https).", maxLength: 500 })
  @FormString({ max: 500 })
  website?: string;

  @ApiPropertyOptional({
    description:
      '`public` (default: a mobile or single-page app, which cannot keep a secret) or `confidential` (a server, which gets a `client_secret`). Both must use PKCE.',
  })
  @FormEnum(['public', 'confidential'])
  client_type?: 'public' | 'confidential';
}
