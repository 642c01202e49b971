import { Injectable, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../config';
import { FlagHooks } from '../reactions';
import { ModerationService } from './moderation.service';

/**
 * The automatic threshold (MODERATION_AUTO_HIDE_FLAGS; 0 = off): registered with the reactions
 * module, which runs it after every flag.
 */
@Injectable()
export class AutoHide implements OnModuleInit {
  constructor(
    private readonly flags: FlagHooks,
    private readonly moderation: ModerationService,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const threshold = this.config.MODERATION_AUTO_HIDE_FLAGS;
    if (threshold > 0) {
      this.flags.onFlagged((postId) => this.moderation.autoHide(postId, threshold));
    }
  }
}
