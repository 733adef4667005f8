import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.ts';

export interface Mailer {
  sendSignInLink(to: string, link: string): Promise<void>;
}

/**
 * Sends sign-in links through SMTP_URL with nodemailer. Without SMTP_URL (local use) the link is
 * written to the server log instead: the one place a token is logged, and only in that mode.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (!config.smtpUrl) {
    return {
      async sendSignInLink(to, link) {
        log.warn({ to }, `SMTP_URL is not set; sign-in link for ${to}: ${link}`);
      },
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  const host = config.publicUrl ? new URL(config.publicUrl).hostname : 'localhost';
  return {
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
