import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { env, url } from './env';
import { apiLogin } from './session';

// A copy of server/test/smtp.ts (importing it would tie the browser specs to the server's test helpers),
// with base64 bodies decoded too and a wait for a mail that matches, since specs share one server.

export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string; text: string };

/** Undoes quoted-printable soft breaks and escapes, enough to read what nodemailer sent. */
function decodeQuotedPrintable(s: string): string {
  return Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}

function decodeBody(head: string, body: string): string {
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
  if (/Content-Transfer-Encoding: base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** An RFC 2047 encoded-word subject (=?UTF-8?Q?…?= or =?UTF-8?B?…?=) as plain text. */
function decodeSubject(s: string): string {
  return s.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

export type TestSmtp = Awaited<ReturnType<typeof startTestSmtp>>;

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
export async function startTestSmtp() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const [head, ...rest] = raw.split(/\r?\n\r?\n/);
        // Folded header lines (a long subject) continue with whitespace.
        const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          subject: decodeSubject(/^Subject: (.*)$/im.exec(unfolded)?.[1] ?? ''),
          text: decodeBody(unfolded, rest.join('\n\n')),
        });
        cb();
      });
    },
    logger: false,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    /**
     * The first mail to this address (whose subject matches, if given) that arrived after `since` mails;
     * delivery happens after the API has answered, so this polls.
     */
    async waitForMail(
      to: string,
      opts: { subject?: RegExp; since?: number; timeoutMs?: number } = {},
    ): Promise<ReceivedMail> {
      const until = Date.now() + (opts.timeoutMs ?? 15_000);
      const match = () =>
        received
          .slice(opts.since ?? 0)
          .find((m) => m.to.includes(to.toLowerCase()) && (!opts.subject || opts.subject.test(m.subject)));
      for (;;) {
        const hit = match();
        if (hit) return hit;
        if (Date.now() > until) {
          const seen = received.map((m) => `  to ${m.to.join(', ')}: ${m.subject}`).join('\n') || '  (nothing)';
          throw new Error(
            `no mail to ${to}${opts.subject ? ` with a subject like ${opts.subject}` : ''} arrived; received:\n${seen}`,
          );
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Points the portal's outgoing mail at this receiver, as the admin would on /backend/settings/smtp-setup. */
export async function useSmtpForPortal(smtp: TestSmtp): Promise<void> {
  const { token } = await apiLogin(env.admin);
  const res = await fetch(url('/api/backend/settings/smtp-setup'), {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      host: '127.0.0.1',
      port: smtp.port,
      security: 'none',
      userName: '',
      password: '',
      fromAddress: 'noreply@pan.test',
    }),
  });
  if (!res.ok) throw new Error(`PUT smtp-setup: ${res.status} ${await res.text()}`);
}
