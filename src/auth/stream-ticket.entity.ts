import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A stream ticket (table `stream_tickets`, created by migration StreamTickets): a short-lived,
 * single-use credential for one notification stream, for browsers, whose EventSource cannot send
 * an Authorization header. Read and written with plain SQL by StreamTickets.
 */
@Entity('stream_tickets')
@Index('stream_tickets_expiry', ['expires_at'])
export class StreamTicketEntity {
  /** SHA-256 (hex) of the ticket: the ticket itself is not stored. */
  @PrimaryColumn('varchar', { length: 64 })
  id: string;

  /** SHA-256 (hex) of the API key the ticket was issued to: a revoked key's tickets fail. */
  @Column('varchar', { length: 64 })
  key_hash: string;

  @Column('bigint')
  expires_at: number;
}
