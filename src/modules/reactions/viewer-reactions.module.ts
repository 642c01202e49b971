import { Global, Module } from '@nestjs/common';
import { ViewerReactions } from '../posts';
import { viewerReactionsSql } from './reaction.sql';

/**
 * Provides the posts module's `ViewerReactions` (the viewer's stars and flags on a page of posts)
 * to every module, the posts module among them, which cannot import this one: the reactions
 * module depends on posts.
 */
@Global()
@Module({
  providers: [{ provide: ViewerReactions, useValue: { sql: viewerReactionsSql } }],
  exports: [ViewerReactions],
})
export class ViewerReactionsModule {}
