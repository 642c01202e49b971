import { Injectable } from '@nestjs/common';

/**
 * One module's part of the account export (GET /account/export): a named array of the document,
 * whose items it reads from its own tables, in keyset pages, and yields one at a time. The export
 * writes each item to the reply as it comes, so no section is ever held whole in memory.
 */
export interface ExportSection {
  /** The member's name in the document. */
  name: string;
  /** Sections appear in ascending order (EXPORT_ORDER). */
  order: number;
  /** Plain JSON values, in the order the document lists them. */
  items(userId: number): AsyncIterable<unknown>;
}

export const EXPORT_ORDER = {
  keys: 10,
  media: 20,
  posts: 30,
  reactions: 40,
  notifications: 50,
  blocks: 60,
  pro_requests: 70,
  authorized_apps: 80,
} as const;

/**
 * The modules that own a user's data register their export section here, as for the erasure
 * (AccountErasureHooks): the export depends on none of them and reads no table of theirs.
 */
@Injectable()
export class AccountExportSections {
  private readonly sections: ExportSection[] = [];

  register(section: ExportSection): void {
    this.sections.push(section);
    this.sections.sort((a, b) => a.order - b.order);
  }

  get ordered(): readonly ExportSection[] {
    return this.sections;
  }
}
