import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** An in-process SMTP server that keeps every message it receives (no TLS, no auth). */
export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  private server!: SMTPServer;
  url = '';

  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink();
    sink.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          sink.mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
    const { port } = sink.server.server.address() as AddressInfo;
    sink.url = `smtp://127.0.0.1:${port}`;
    return sink;
  }

  /** The mails to `address` so far. */
  to(address: string): ReceivedMail[] {
    return this.mails.filter((m) => m.to.includes(address));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The reset token of a mail's link (the text may be quoted-printable: soft breaks undone). */
export function resetTokenOf(mail: ReceivedMail): string {
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) {
    throw new Error(`No reset link in the mail:\n${mail.raw}`);
  }
  return match[1];
}
