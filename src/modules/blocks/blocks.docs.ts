/** The sentences of block and unblock, as documented and as sent (the same when nothing changed). */
export const BLOCK_MESSAGES = {
  block: 'The user has been blocked.',
  unblock: 'The user has been unblocked.',
};
