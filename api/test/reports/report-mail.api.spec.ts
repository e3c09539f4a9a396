import { SMTPServer } from 'smtp-server';
import { ReportsService } from '../../src/reports/reports.service.js';
import { freePort } from '../support/free-port.js';
import { eventually } from '../support/poll.js';
import { uploadedOf } from '../support/answers.js';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../support/test-app.js';
import { NESTED_FOLDER, uploadWithFilePaths } from '../support/uploads.js';
import { receiptOf, sendReport } from './support/reports.js';

const OPERATORS = ['first.operator@example.com', 'second.operator@example.com'];
const REPORTER = 'reporter@example.org';
const OPERATOR = { userId: 1, email: OPERATORS[0] };

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

  it("tells a reporter who left an address what was decided, without the operators' reasons", async () => {
    const mail = await startMailServer();
    try {
      app = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${mail.port}` } });
      const reports = app.app.get(ReportsService);
      const dismissed = receiptOf(await sendReport(app, { email: REPORTER }).expect(201)).reference;
      const shared = uploadedOf(await uploadWithFilePaths(app, NESTED_FOLDER).expect(201));
      const actioned = receiptOf(
        await sendReport(app, { target: shared.folderCode, email: 'second.reporter@example.org' }).expect(201),
      ).reference;
      await sendReport(app, { target: shared.folderCode }).expect(201);

      await reports.dismiss(dismissed, 'Internal note: the sender is a known partner.', OPERATOR);
      const folderId = (await reports.find(actioned)).folderId!;
      await expect(reports.markActioned(folderId, 'Taken down (malware): a trojan.')).resolves.toBe(2);
      await eventually(() => mail.received.length >= 2, 'both decision e-mails arrive');

      const toDismissed = mail.received.find((message) => message.to.includes(REPORTER))!;
      expect(toDismissed.raw).toMatch(new RegExp(`^Subject: Your Sharecode report ${dismissed}$`, 'm'));
      expect(toDismissed.raw).toContain('decided to take no action');
      expect(toDismissed.raw).not.toContain('Internal note');
      const toActioned = mail.received.find((message) => message.to.includes('second.reporter@example.org'))!;
      expect(toActioned.raw).toContain(actioned);
      expect(toActioned.raw).toContain('removed the share');
      expect(mail.received).toHaveLength(2);
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
