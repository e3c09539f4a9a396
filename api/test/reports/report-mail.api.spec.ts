import { SMTPServer } from 'smtp-server';
import { ReportsService } from '../../src/reports/reports.service.js';
import { FileRequestTakedowns } from '../../src/takedowns/file-request-takedowns.js';
import { freePort } from '../support/free-port.js';
import { eventually } from '../support/poll.js';
import { uploadedOf } from '../support/answers.js';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../support/test-app.js';
import { NESTED_FOLDER, uploadWithFilePaths } from '../support/uploads.js';
import { makeRequest } from '../file-requests/support.js';
import { receiptOf, sendReport } from './support/reports.js';

const OPERATORS = ['first.operator@example.com', 'second.operator@example.com'];
const REPORTER = 'reporter@example.org';
const OPERATOR = { userId: 1, email: OPERATORS[0] };

/** A message's headers, unfolded, and its body as sent. */
function partsOf(raw: string): { headers: string; body: string } {
  const [head, ...body] = raw.replace(/\r\n/g, '\n').split('\n\n');
  return { headers: head.replace(/\n[ \t]+/g, ' '), body: body.join('\n\n') };
}

/** Quoted-printable's bytes (`=XX`), as in a body or, with `_` for a space, an encoded word. */
function quotedPrintableBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? /^[0-9A-F]{2}/i.exec(text.slice(i + 1))?.[0] : undefined;
    if (hex) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i], 'utf8'));
  }
  return Buffer.from(bytes);
}

/** The Subject header, its encoded words (RFC 2047, as nodemailer writes non-ASCII) decoded and joined. */
function subjectOf(raw: string): string | undefined {
  const header = /^Subject: (.*)$/m.exec(partsOf(raw).headers)?.[1];
  if (header === undefined || !header.startsWith('=?')) return header;
  const words = [...header.matchAll(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi)].map(([, encoding, text]) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : quotedPrintableBytes(text.replace(/_/g, ' ')),
  );
  return Buffer.concat(words).toString('utf8');
}

/** The text of a single-part message, its transfer encoding (quoted-printable, base64) undone. */
function textOf(raw: string): string {
  const { headers, body } = partsOf(raw);
  const encoding = /^Content-Transfer-Encoding: (.*)$/im.exec(headers)?.[1].trim().toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return quotedPrintableBytes(body.replace(/=\n/g, '')).toString('utf8');
  return body;
}

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
      expect(message.raw).toContain('Names: nothing (no share or file request has this code or link now)');
      expect(message.raw).not.toContain(REPORTER);

      const request = await makeRequest(app);
      await sendReport(app, { target: request.requestUrl }).expect(201);
      await eventually(() => mail.received.length > 1, "the request's report e-mail arrives");
      expect(mail.received[1].raw).toContain('Names: a file request');
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
      await expect(reports.markActioned({ folderId }, 'Taken down (malware): a trojan.')).resolves.toBe(2);
      await eventually(() => mail.received.length >= 2, 'both decision e-mails arrive');

      const toDismissed = mail.received.find((message) => message.to.includes(REPORTER))!;
      expect(toDismissed.raw).toMatch(new RegExp(`^Subject: Your Sharecode report ${dismissed}$`, 'm'));
      expect(toDismissed.raw).toContain('decided to take no action');
      expect(toDismissed.raw).not.toContain('Internal note');
      const toActioned = mail.received.find((message) => message.to.includes('second.reporter@example.org'))!;
      expect(toActioned.raw).toContain(actioned);
      expect(toActioned.raw).toContain('removed the share');
      expect(textOf(toActioned.raw)).toContain("Sharecode's operators reviewed it and removed the share.");
      expect(textOf(toDismissed.raw)).toContain(
        "Sharecode's operators reviewed it and decided to take no action on the share.",
      );
      expect(mail.received).toHaveLength(2);
    } finally {
      await app?.close();
      app = undefined;
      await mail.close();
    }
  });

  it("speaks of a file request in the decision e-mail of a request's report, in the reporter's language", async () => {
    const mail = await startMailServer();
    try {
      app = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${mail.port}` } });
      const reports = app.app.get(ReportsService);
      const request = await makeRequest(app);
      const german = receiptOf(
        await sendReport(app, { target: request.requestUrl, email: 'de.reporter@example.org' })
          .set('Cookie', 'sharecode-language=de')
          .expect(201),
      ).reference;
      const actioned = receiptOf(
        await sendReport(app, { target: request.code, email: 'actioned@example.org' }).expect(201),
      ).reference;
      // A request's address that names none (its key mistyped) is still what the reporter reported.
      const mistyped = new URL(`/r/${request.code}-${'A'.repeat(22)}`, request.requestUrl).href;
      const unnamed = receiptOf(
        await sendReport(app, { target: mistyped, email: 'unnamed@example.org' }).expect(201),
      ).reference;

      await reports.dismiss(german, 'Not what the report says.', OPERATOR);
      await reports.dismiss(unnamed, 'No such request.', OPERATOR);
      await app.app
        .get(FileRequestTakedowns)
        .takeDown(request.code, { category: 'privacy', reasons: 'It asked for identity documents.' }, OPERATOR);
      await eventually(() => mail.received.length >= 3, 'the three decision e-mails arrive');
      const textTo = (address: string) => textOf(mail.received.find((message) => message.to.includes(address))!.raw);

      const actionedText = textTo('actioned@example.org');
      expect(actionedText).toContain(actioned);
      expect(actionedText).toContain("Sharecode's operators reviewed it and removed the file request.");
      expect(actionedText).not.toContain('share.');
      expect(textTo('de.reporter@example.org')).toContain(
        'Die Betreiber von Sharecode haben sie geprüft und beschlossen, bei der Dateianfrage nichts zu unternehmen.',
      );
      expect(textTo('unnamed@example.org')).toContain(
        "Sharecode's operators reviewed it and decided to take no action on the file request.",
      );
      expect(mail.received).toHaveLength(3);
    } finally {
      await app?.close();
      app = undefined;
      await mail.close();
    }
  });

  it("writes the reporter's decision e-mail in the language they filed the report in", async () => {
    const mail = await startMailServer();
    try {
      app = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${mail.port}` } });
      const reports = app.app.get(ReportsService);
      // The picker's cookie, as the form's same-origin fetch carries it, over the browser's languages.
      const german = receiptOf(
        await sendReport(app, { email: 'de.reporter@example.org' })
          .set('Cookie', 'theme=dark; sharecode-language=de')
          .set('Accept-Language', 'fr-FR,fr;q=0.9')
          .expect(201),
      ).reference;
      const english = receiptOf(await sendReport(app, { email: 'en.reporter@example.org' }).expect(201)).reference;
      const shared = uploadedOf(await uploadWithFilePaths(app, NESTED_FOLDER).expect(201));
      const japanese = receiptOf(
        await sendReport(app, { target: shared.folderCode, email: 'ja.reporter@example.org' })
          .set('Accept-Language', 'ja-JP,ja;q=0.9,en;q=0.5')
          .expect(201),
      ).reference;

      await reports.dismiss(german, 'Not what the report says.', OPERATOR);
      await reports.dismiss(english, 'Not what the report says.', OPERATOR);
      const folderId = (await reports.find(japanese)).folderId!;
      await expect(reports.markActioned({ folderId }, 'Taken down (malware): a trojan.')).resolves.toBe(1);
      await eventually(() => mail.received.length >= 3, 'the three decision e-mails arrive');
      const to = (address: string) => mail.received.find((message) => message.to.includes(address))!;

      const toGerman = to('de.reporter@example.org');
      expect(subjectOf(toGerman.raw)).toBe(`Deine Meldung ${german} bei Sharecode`);
      const germanText = textOf(toGerman.raw);
      expect(germanText).toContain(`Danke für deine Meldung ${german} vom `);
      expect(germanText).toContain(
        'Die Betreiber von Sharecode haben sie geprüft und beschlossen, bei der Freigabe nichts zu unternehmen.',
      );
      expect(germanText).toContain(
        `Wenn du mit dieser Entscheidung nicht einverstanden bist, antworte auf diese Nachricht und gib dabei ${german} an.`,
      );
      expect(germanText).toMatch(/ vom \d{1,2}\. \p{L}+ \d{4} um \d{2}:\d{2} UTC zu 0427\./u);

      const toJapanese = to('ja.reporter@example.org');
      expect(subjectOf(toJapanese.raw)).toBe(`Sharecode への報告 ${japanese} について`);
      const japaneseText = textOf(toJapanese.raw);
      expect(japaneseText).toContain('Sharecode の運営者が確認し、共有を削除しました。');
      expect(japaneseText).toMatch(/\d{4}年\d{1,2}月\d{1,2}日 \d{1,2}:\d{2} UTC に /);
      expect(japaneseText).toContain(`お送りいただいた報告 ${japanese} をありがとうございました。`);

      const toEnglish = to('en.reporter@example.org');
      expect(subjectOf(toEnglish.raw)).toBe(`Your Sharecode report ${english}`);
      const englishText = textOf(toEnglish.raw);
      expect(englishText).toMatch(
        new RegExp(`Thank you for your report ${english} of \\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z about`),
      );
      expect(englishText).toContain("Sharecode's operators reviewed it and decided to take no action on the share.");
      expect(englishText).toContain(`If you disagree with this decision, reply to this message quoting ${english}.`);

      const languages = await Promise.all([german, english, japanese].map((ref) => reports.find(ref)));
      expect(languages.map((report) => report.language)).toEqual(['de', 'en', 'ja']);
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
