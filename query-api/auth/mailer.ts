import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.ts';

export interface Mailer {
  /** False when sign-in links cannot be delivered here: no SMTP_URL on a public deployment. */
  available: boolean;
  sendSignInLink(to: string, link: string): Promise<void>;
}

const isLoopback = (host: string) => {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(h) || h === '::1';
};

/**
 * Whether the service is used on this machine only: its PUBLIC_URL is local (localhost, 127.x, ::1)
 * or, without one, it listens on a loopback address (HOST), so no one else can reach a link.
 */
export function isLocalService(config: Pick<Config, 'publicUrl' | 'host'>): boolean {
  return isLoopback(config.publicUrl ? new URL(config.publicUrl).hostname : config.host);
}

/**
 * Sends sign-in links through SMTP_URL with nodemailer. Without SMTP_URL, local use (a PUBLIC_URL on
 * this machine or, without one, a loopback HOST) writes the link to the server log instead: the one place a token is logged,
 * and only in that mode. A public deployment without SMTP_URL sends no link at all (`available`
 * false: the route answers 503): a log line anyone with log access could sign in with is a way in.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (!config.smtpUrl && !isLocalService(config)) {
    log.warn(
      `SMTP_URL is not set and the service is not local (PUBLIC_URL ${config.publicUrl ?? 'unset'}, HOST ${config.host}): e-mailed sign-in links are off`,
    );
    return {
      available: false,
      async sendSignInLink() {
        throw new Error('no SMTP_URL');
      },
    };
  }
  if (!config.smtpUrl) {
    return {
      available: true,
      async sendSignInLink(to, link) {
        log.warn({ to }, `SMTP_URL is not set; sign-in link for ${to}: ${link}`);
      },
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  const host = config.publicUrl ? new URL(config.publicUrl).hostname : 'localhost';
  return {
    available: true,
    async sendSignInLink(to, link) {
      await transport.sendMail({
        from: `Taxonomy <no-reply@${host}>`,
        to,
        subject: 'Your sign-in link',
        text: `Sign in to the classification knowledge graph:\n\n${link}\n\nThe link works once and expires in 15 minutes. If you did not ask for it, ignore this message.\n`,
      });
    },
  };
}
