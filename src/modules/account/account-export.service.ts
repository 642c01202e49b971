import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { Clock, formatTimestamp } from '../../core';
import { AccountExportSections } from '../../account-data';
import { AccountService } from './account.service';

/** The export's `data.format`; a change of the document's shape changes `version`. */
export const EXPORT_FORMAT = 'social-posting-api/account-export';
export const EXPORT_VERSION = 1;

/** Text gathered before a write: fewer, larger writes; the bound on what the export holds. */
const FLUSH_AT = 64 * 1024;

/**
 * GET /account/export: the caller's data as one JSON document in the success envelope, written
 * as it is read. The account and settings come first, then each module's section
 * (AccountExportSections) item by item. The stream is pulled by the reply: when the client reads
 * slowly, no more is read from the database, so the memory it takes is one page of a section and
 * one buffer, whatever the account's size.
 */
@Injectable()
export class AccountExportService {
  constructor(
    private readonly accounts: AccountService,
    private readonly sections: AccountExportSections,
    private readonly clock: Clock,
  ) {}

  /** Resolves once the account is read (a 404 can still be answered), then streams the rest. */
  async export(userId: number): Promise<Readable> {
    const account = await this.accounts.account(userId);
    const head =
      `{"status":"success","messages":[],"meta":{},"data":{` +
      `"format":${JSON.stringify(EXPORT_FORMAT)},"version":${EXPORT_VERSION},` +
      `"exported_at":${JSON.stringify(formatTimestamp(this.clock.now()))},` +
      `"account":${JSON.stringify(account)},` +
      `"settings":${JSON.stringify({ timezone: account.timezone })}`;
    return Readable.from(this.document(userId, head), { objectMode: false });
  }

  private async *document(userId: number, head: string): AsyncGenerator<string> {
    let buffer = head;
    for (const section of this.sections.ordered) {
      buffer += `,${JSON.stringify(section.name)}:[`;
      let first = true;
      for await (const item of section.items(userId)) {
        buffer += (first ? '' : ',') + JSON.stringify(item);
        first = false;
        if (buffer.length >= FLUSH_AT) {
          yield buffer;
          buffer = '';
        }
      }
      buffer += ']';
    }
    yield `${buffer}}}`;
  }
}
