export * from './account.schema';
export * from './envelope.schema';
export * from './misc.schema';
export * from './notification.schema';
export * from './post.schema';
export * from './reaction.schema';
export * from './upload.schema';
