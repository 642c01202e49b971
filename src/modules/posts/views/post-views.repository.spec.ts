import { ATTACHMENT_FIELDS } from '../sql/post.sql';
import { attachmentFromTuple } from './post-views.repository';

describe('attachmentFromTuple', () => {
  it('reads each field at its position in ATTACHMENT_FIELDS (the order of the SQL tuple)', () => {
    const tuple = ATTACHMENT_FIELDS.map((field) => field) as unknown as Parameters<
      typeof attachmentFromTuple
    >[0];
    const row = attachmentFromTuple(tuple);
    expect(Object.keys(row)).toEqual([...ATTACHMENT_FIELDS]);
    for (const field of ATTACHMENT_FIELDS) {
      expect(row[field]).toBe(field);
    }
  });
});
