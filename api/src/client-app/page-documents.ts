import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The client build's page documents: for each page's path, a copy of index.html that also preloads that page's
 * code (written by the client's build, listed in page-routes.json). Read again whenever the build rewrites the
 * list, so a client built after the API started is served as it is.
 */
const PAGE_ROUTES_FILE = 'page-routes.json';

interface PageRoute {
  /** Segments of the page's path; `:name` matches any one segment. */
  segments: string[];
  document: string;
  /** The share page's document names its share's code with this text, to be replaced by the code asked for. */
  shareCodeSlot?: string;
}

/** What to send for a page: a document file, with the share's code written into its slot when it has one. */
export interface PageDocument {
  file: string;
  fill?: { slot: string; code: string };
}

/** A share's code: the 4 digits a share path starts with (`/s/4821`, `/s/4821-{key}`). */
const SHARE_CODE = /^(\d{4})(?:-|$)/;

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function matches(route: PageRoute, segments: string[]): boolean {
  return (
    route.segments.length === segments.length &&
    route.segments.every((segment, index) => segment.startsWith(':') || segment === segments[index])
  );
}

function parseRoutes(text: string): PageRoute[] {
  const parsed = JSON.parse(text) as {
    routes?: { path?: unknown; document?: unknown; shareCodeSlot?: unknown }[];
  };
  return (parsed.routes ?? []).flatMap(({ path, document, shareCodeSlot }) =>
    typeof path === 'string' && typeof document === 'string' && !document.includes('..')
      ? [
          {
            segments: segmentsOf(path),
            document,
            ...(typeof shareCodeSlot === 'string' && shareCodeSlot ? { shareCodeSlot } : {}),
          },
        ]
      : [],
  );
}

export class PageDocuments {
  private routes: PageRoute[] = [];
  /** The list's modification time and size when it was read: a rebuild changes one or the other. */
  private readVersion = '';

  constructor(private readonly clientDir: string) {}

  /** What to serve for a page request's path: its page's document, or undefined for index.html. */
  documentFor(path: string): PageDocument | undefined {
    const segments = segmentsOf(path);
    const route = this.currentRoutes().find((each) => matches(each, segments));
    if (!route) return undefined;
    const file = join(this.clientDir, route.document);
    if (!route.shareCodeSlot) return { file };
    // Anything but a share path's code gets index.html, whose page then says what is wrong with the link.
    const code = SHARE_CODE.exec(segments.at(-1) ?? '')?.[1];
    return code ? { file, fill: { slot: route.shareCodeSlot, code } } : undefined;
  }

  private currentRoutes(): PageRoute[] {
    const file = join(this.clientDir, PAGE_ROUTES_FILE);
    try {
      const { mtimeMs, size } = statSync(file);
      const version = `${mtimeMs}:${size}`;
      if (version !== this.readVersion) {
        this.routes = parseRoutes(readFileSync(file, 'utf8'));
        this.readVersion = version;
      }
    } catch {
      // No list (a client built without it, or not built yet) or an unreadable one: every page gets index.html.
      this.routes = [];
      this.readVersion = '';
    }
    return this.routes;
  }
}
