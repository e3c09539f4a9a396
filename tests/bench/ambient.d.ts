// Types the benchmark's JavaScript is checked against where packages ship none: only the parts the bench uses
// (archiver 8's classes are not those of @types/archiver, and autocannon and s3rver have no types of their own),
// and what the page functions of browser-pages.mjs leave on a page's window.

declare module 'archiver' {
  import type { Transform } from 'node:stream';

  export class ZipArchive extends Transform {
    constructor(options?: { store?: boolean });
    file(path: string, data: { name: string; store?: boolean }): this;
    finalize(): Promise<void>;
  }
}

declare module 'autocannon' {
  interface Request {
    method?: string;
    headers?: Record<string, string>;
    setupRequest?: (request: Request) => Request;
  }

  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    requests?: Request[];
  }

  interface Result {
    non2xx: number;
    errors: number;
    requests: { average: number; total: number };
    /** Milliseconds. */
    latency: { p99: number };
  }

  export default function autocannon(options: Options): Promise<Result>;
}

declare module 's3rver' {
  interface Options {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: Array<{ name: string }>;
  }

  export default class S3rver {
    constructor(options: Options);
    run(): Promise<unknown>;
  }
}

interface Window {
  /** armShareTimer: milliseconds from the click on Share Files to the share dialog saying every file arrived. */
  __shareTime?: Promise<number>;
  /** armShareTimer: milliseconds from the click on Share Files to the share dialog showing a code. */
  __codeTime?: Promise<number>;
  /** armShareTimer: the click on Share Files, and the dialog saying every file arrived, on the wall clock. */
  __shareClickedAt?: number;
  __shareArrivedAt?: number;
  /** fetchFilesAsOffered: when the first Download link appeared (ms since navigation), and each file fetched. */
  __firstLinkAt?: number;
  __received?: Record<string, { bytes: number; at: number }>;
  /** watchTrees: when a file input last fired `change`. */
  __pickedAt?: number;
  /** watchTrees: the first frame after a tree row appeared since then (or since the page began). */
  __treeShownAt?: number;
  /** gallery.mjs's watchGallery: the first frame at which every tile on screen showed its thumbnail. */
  __galleryShownAt?: number;
}
