/**
 * What a recipient's report of a file received directly is worth: counted (first report of that file in a
 * session the sender's page answered for its share), or refused, as a session unknown here (never answered,
 * another share's, or too long ago) or one that counted the file already.
 */
export type ReceiptClaim = 'counted' | 'unknown-session' | 'counted-before';

/**
 * How long after its answer a direct session's recipient may still report files it received: a large file over
 * a slow connection takes hours, and nothing that came in that time is lost; the records are a few bytes each.
 */
export const RECEIPT_WINDOW_MS = 12 * 60 * 60_000;

/**
 * The direct sessions the sender's page answered, and the files their recipients reported received in them:
 * so a report counts only for a connection that was really made, once per file. In this process, or in Redis
 * with REDIS_URL, as the relay is (a report may reach another instance than the offer did).
 */
export abstract class DirectReceipts {
  /** The sender's page answered `sessionId` of the share: its recipient may report files from now on. */
  abstract answered(folderId: number, sessionId: string): Promise<void>;

  /** Counts `fileId` for the session, unless the session is not the share's answered one or counted it already. */
  abstract claim(folderId: number, sessionId: string, fileId: number): Promise<ReceiptClaim>;
}

interface AnsweredSession {
  folderId: number;
  files: Set<number>;
  expiresAt: number;
}

/** The receipts in this process (no REDIS_URL). Every record lives as long, so the oldest go first. */
export class InProcessReceipts extends DirectReceipts {
  private readonly sessions = new Map<string, AnsweredSession>();

  /** `now` is milliseconds since the epoch; specs pass their own. */
  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  answered(folderId: number, sessionId: string): Promise<void> {
    this.dropExpired();
    this.sessions.set(sessionId, { folderId, files: new Set(), expiresAt: this.now() + RECEIPT_WINDOW_MS });
    return Promise.resolve();
  }

  claim(folderId: number, sessionId: string, fileId: number): Promise<ReceiptClaim> {
    const session = this.sessions.get(sessionId);
    if (!session || session.folderId !== folderId || session.expiresAt <= this.now())
      return Promise.resolve('unknown-session');
    if (session.files.has(fileId)) return Promise.resolve('counted-before');
    session.files.add(fileId);
    return Promise.resolve('counted');
  }

  /** Records in the order they were made expire in that order: only the front needs a look. */
  private dropExpired(): void {
    const now = this.now();
    for (const [sessionId, { expiresAt }] of this.sessions) {
      if (expiresAt > now) return;
      this.sessions.delete(sessionId);
    }
  }
}
