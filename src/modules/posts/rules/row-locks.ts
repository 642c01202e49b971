/**
 * The row-lock clauses appended to a SELECT of a post inside a transaction (empty on SQLite, whose
 * write transactions already run one at a time). A lifecycle change locks its post `forChange`;
 * a write that depends on the post staying as it read it (a reaction, a reply) locks it
 * `forReference`, which conflicts with that lock only (not with the counter updates of other
 * reactions), so a delete waits for those writes or they for it, and whichever comes second
 * sees the other's result.
 */
export class RowLocks {
  constructor(
    readonly forChange: string,
    readonly forReference: string,
  ) {}
}
