import type { FastifyBaseLogger } from 'fastify';
import { sendOnMailThread } from './mailThread.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A link worth printing in the log when mail only lands in the outbox (no mail server). */
  link?: string;
}

/** Sends mail in the background so a request never waits for (or reveals anything through) a mail server. */
export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  deliver(mail: Mail): void;
  /**
   * Writes a mail once the current request has answered, then sends it: for a mail whose words come
   * from the database (a receipt), so the answer waits for neither. `write` answers null for no mail.
   */
  deliverLater(write: () => Promise<Mail | null>): void;
  /** Resolves once every mail handed over so far has been written and sent, or has failed (tests, shutdown). */
  idle(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  log: FastifyBaseLogger;
}

/**
 * SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file in the outbox. Either way the
 * message is made and sent on the process's mail thread (./mailThread.ts), never on the requests' own.
 */
export function createMailer({ smtpUrl, outboxDir, from, log }: MailerOptions): Mailer {
  const pending = new Set<Promise<void>>();
  const route = smtpUrl ? { smtpUrl } : { outboxDir };

  async function send(mail: Mail): Promise<void> {
    const message = { from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
    const file = await sendOnMailThread(message, route);
    if (smtpUrl) {
      log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      return;
    }
    log.info(
      { to: mail.to, subject: mail.subject, file, link: mail.link },
      `mail written to the outbox${mail.link ? `: ${mail.link}` : ''}`,
    );
  }

  function track(job: Promise<unknown>, failed: (error: unknown) => void) {
    const tracked: Promise<void> = job.then(
      () => {},
      (error: unknown) => failed(error),
    );
    pending.add(tracked);
    void tracked.finally(() => pending.delete(tracked));
  }

  return {
    mode: smtpUrl ? 'smtp' : 'outbox',
    deliver(mail) {
      track(send(mail), (error) => log.error({ err: error, to: mail.to }, 'mail could not be sent'));
    },
    deliverLater(write) {
      // setImmediate: after the request's own answer is written, which then never waits for the mail's reads.
      const later = new Promise<void>((resolve) => setImmediate(resolve));
      track(
        later.then(write).then((mail) => (mail ? send(mail) : undefined)),
        (error) => log.error({ err: error }, 'mail could not be written or sent'),
      );
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
