import { createHmac } from 'node:crypto';

/**
 * The Standard Webhooks signature (standardwebhooks.com): HMAC-SHA256 over `id.timestamp.body`, keyed
 * by the bytes the secret's base64 (after `whsec_`) stands for, sent as `webhook-signature: v1,<base64>`.
 */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The headers of one delivery attempt (`timestamp` in whole seconds since the epoch). */
export const webhookHeaders = (secret: string, id: string, timestamp: number, body: string) => ({
  'content-type': 'application/json',
  'webhook-id': id,
  'webhook-timestamp': String(timestamp),
  'webhook-signature': signWebhook(secret, id, timestamp, body),
});
