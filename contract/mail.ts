import { z } from 'zod';

export const SMTP_SECURITY = ['none', 'starttls', 'tls'] as const;

export const SmtpSettingsInput = z.object({
  host: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(200)
    .regex(/^[A-Za-z0-9.-]+$/, 'Enter a host name or IP address'),
  port: z.coerce
    .number()
    .int('Enter a port number')
    .min(1, 'Enter a port from 1 to 65535')
    .max(65535, 'Enter a port from 1 to 65535'),
  security: z.enum(SMTP_SECURITY, { message: 'Choose none, STARTTLS or TLS' }),
  userName: z.string().trim().max(200).default(''),
  /** Empty keeps the stored password; the stored one is never sent back. */
  password: z.string().max(200).default(''),
  fromAddress: z.email('Enter a valid email address').max(200),
});
export type SmtpSettingsInput = z.input<typeof SmtpSettingsInput>;

export const SmtpSettingsView = z.object({
  configured: z.boolean(),
  host: z.string(),
  port: z.number(),
  security: z.enum(SMTP_SECURITY),
  userName: z.string(),
  hasPassword: z.boolean(),
  fromAddress: z.string(),
});
export type SmtpSettingsView = z.infer<typeof SmtpSettingsView>;

export const TestMailRequest = z.object({ to: z.email('Enter a valid email address') });
export const TestMailResult = z.object({ ok: z.boolean(), message: z.string() });

export const OutboxMail = z.object({
  id: z.number(),
  toAddress: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(['queued', 'sent', 'failed', 'outbox']),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof OutboxMail>;
