import { SMTPServer } from 'smtp-server';
import { ReportsService } from '../../src/reports/reports.service.js';
import { freePort } from '../support/free-port.js';
import { eventually } from '../support/poll.js';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../support/test-app.js';
import { receiptOf, sendReport } from './support/reports.js';

const OPERATORS = ['first.operator@example.com', 'second.operator@example.com'];
const REPORTER = 'reporter@example.org';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A mail server on a loopback port keeping every message it is sent. */
async function startMailServer(): Promise<{ port: number; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('report e-mails to the operators', () => {
  let app: TestApp | undefined;

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('sends one message per report naming the reference, category, target and the console, never the reporter', async () => {
    const mail = await startMailServer();
    try {
      app = await createTestApp({
        env: {
          SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
          OPERATOR_EMAILS: OPERATORS.join(','),
          REPORT_MAIL_FROM: 'Sharecode Reports <reports@sharecode.test>',
        },
      });
      const receipt = receiptOf(
        await sendReport(app, { target: '0427', category: 'privacy', email: REPORTER }).expect(201),
      );
      await eventually(() => mail.received.length > 0, 'the report e-mail arrives');

      expect(mail.received).toHaveLength(1);
      const [message] = mail.received;
      expect(message.from).toBe('reports@sharecode.test');
      expect(message.to.sort()).toEqual(OPERATORS);
      const subject = /^Subject: (.*)$/m.exec(message.raw)?.[1];
      expect(subject).toBe(`Sharecode report ${receipt.reference}: privacy`);
      expect(message.raw).toContain(`Reference: ${receipt.reference}`);
      expect(message.raw).toContain('Category: privacy');
      expect(message.raw).toContain('Target: 0427');
      expect(message.raw).toContain(`${TEST_PUBLIC_URL}/operator`);
      expect(message.raw).not.toContain(REPORTER);
    } finally {
      await app?.close();
      app = undefined;
      await mail.close();
    }
  });

  it('keeps and answers the report when the mail server is down', async () => {
    const deadPort = await freePort();
    app = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${deadPort}`, OPERATOR_EMAILS: OPERATORS[0] },
    });
    const receipt = receiptOf(await sendReport(app).expect(201));
    const stored = await app.app.get(ReportsService).find(receipt.reference);
    expect(stored.state).toBe('open');
    // The next report goes through just the same.
    await sendReport(app).expect(201);
  });
});
