import NodeClam from 'clamscan';
import type { Readable } from 'node:stream';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ScanSettings } from '../config/app-config.js';

/** What clamd said of one file. */
export type Verdict = { infected: false } | { infected: true; signature: string };

/** clamd could not be reached, or went silent past SCAN_TIMEOUT_MS: the scan should be tried again later. */
export class ScannerUnreachableError extends Error {
  constructor(reason: string) {
    super(`The malware scanner cannot be reached (${reason})`);
    this.name = 'ScannerUnreachableError';
  }
}

/** What clamscan's passthrough stream reports once clamd has answered. */
interface ScanResult {
  isInfected: boolean | null;
  viruses: string[];
  resultString?: string;
}

/** Socket errors that mean clamd is not there (or not answering), rather than a problem with this file. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
]);

function unreachableOrSelf(error: unknown): Error {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code !== undefined && UNREACHABLE_CODES.has(code)) return new ScannerUnreachableError(code);
  return error instanceof Error ? error : new Error(String(error));
}

/** A sink for the passthrough's copy of the bytes: only clamd's copy matters here. */
function discard(): Writable {
  return new Writable({ write: (_chunk, _encoding, done) => done() });
}

/**
 * Scans streams with clamd (INSTREAM over TCP), through the `clamscan` package. Its passthrough() stream rather
 * than scanStream(): scanStream writes to clamd's socket without waiting for it to drain, so a file read faster
 * than clamd takes it (local disk) piles up in memory (most of a 1 GiB file); passthrough() pipes into the
 * socket, so memory stays at a few chunks whatever the file's size. Nothing is written to a temporary file.
 */
export class ClamdScanner {
  private clam: Promise<NodeClam> | undefined;

  constructor(private readonly settings: ScanSettings) {}

  /** Scans one non-empty stream (clamscan never sends an empty one); rejects ScannerUnreachableError. */
  async scan(source: Readable): Promise<Verdict> {
    const clam = await this.client();
    const scanner = clam.passthrough();
    const answered = new Promise<ScanResult>((resolve, reject) => {
      scanner.once('scan-complete', resolve);
      scanner.once('timeout', () => reject(new ScannerUnreachableError('no answer in time')));
      scanner.once('error', reject);
    });
    // A rejection seen first by the pipeline below is still handled here.
    answered.catch(() => undefined);
    try {
      await pipeline(source, scanner, discard());
      const result = await answered;
      if (result.isInfected === true) return { infected: true, signature: result.viruses[0] ?? 'unknown' };
      if (result.isInfected === false) return { infected: false };
      throw new Error(`clamd gave no verdict: ${result.resultString?.replace(/\0/g, '').trim() ?? 'no answer'}`);
    } catch (error) {
      source.destroy();
      throw unreachableOrSelf(error);
    }
  }

  /** One NodeClam per process, made on first use; it holds no connection (each scan opens its own). */
  private client(): Promise<NodeClam> {
    this.clam ??= new NodeClam().init({
      clamdscan: {
        host: this.settings.host,
        port: this.settings.port,
        timeout: this.settings.timeoutMs,
        // Reachability is found out per scan, so a scanner down at start-up is not fatal.
        bypassTest: true,
        localFallback: false,
      },
      clamscan: { active: false },
      preference: 'clamdscan',
    });
    return this.clam;
  }
}
