import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { AppConfig } from '../../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The service's outgoing mail, through SMTP_URL (nodemailer). `configured` is false without it:
 * the callers then print what they would have sent (outside production) or say to ask the
 * operator.
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly logger = new Logger('Mailer');
  private readonly transport: Transporter | null;

  constructor(private readonly config: AppConfig) {
    this.transport = config.SMTP_URL ? createTransport(config.SMTP_URL) : null;
  }

  get configured(): boolean {
    return this.transport !== null;
  }

  /** Sends the mail; a failure is logged (without the text, which may hold a token) and thrown. */
  async send(mail: Mail): Promise<void> {
    if (!this.transport) {
      throw new Error('No SMTP_URL is configured');
    }
    try {
      await this.transport.sendMail({ from: this.config.MAIL_FROM, ...mail });
    } catch (error) {
      this.logger.warn(`Mail "${mail.subject}" could not be sent: ${(error as Error).message}`);
      throw error;
    }
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
