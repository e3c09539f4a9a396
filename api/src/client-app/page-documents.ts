import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The client build's page documents: for each page's path, a copy of index.html that also preloads that page's
 * code, one per language (written by the client's build, listed in page-routes.json). Read again whenever the
 * build rewrites the list, so a client built after the API started is served as it is.
 */
const PAGE_ROUTES_FILE = 'page-routes.json';

interface PageRoute {
  /** Segments of the page's path; `:name` matches any one segment. */
  segments: string[];
  /** The document in the source language. */
  document: string;
  /** The document in each other language, by tag. */
  languages: Record<string, string>;
  /** The share page's document names its share's code with this text, to be replaced by the code asked for. */
  shareCodeSlot?: string;
}

/** What to send for a page: a document file, with the share's code written into its slot when it has one. */
export interface PageDocument {
  file: string;
  /** The language the document is in. */
  language: string;
  /** A page of its own (not a share's), which has a page in every language to link to. */
  alternates: boolean;
  fill?: { slot: string; code: string };
}

/** The source language, for a list that does not name it (a client built before it had languages). */
const DEFAULT_SOURCE_LANGUAGE = 'en';

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

const isDocument = (document: unknown): document is string => typeof document === 'string' && !document.includes('..');

/** A route's documents in other languages, those the list names soundly. */
function languagesOf(languages: unknown): Record<string, string> {
  if (!languages || typeof languages !== 'object') return {};
  return Object.fromEntries(Object.entries(languages).filter(([, document]) => isDocument(document)));
}

function parseList(text: string): { source: string; routes: PageRoute[] } {
  const parsed = JSON.parse(text) as {
    sourceLanguage?: unknown;
    routes?: { path?: unknown; document?: unknown; languages?: unknown; shareCodeSlot?: unknown }[];
  };
  const routes = (parsed.routes ?? []).flatMap(({ path, document, languages, shareCodeSlot }) =>
    typeof path === 'string' && isDocument(document)
      ? [
          {
            segments: segmentsOf(path),
            document,
            languages: languagesOf(languages),
            ...(typeof shareCodeSlot === 'string' && shareCodeSlot ? { shareCodeSlot } : {}),
          },
        ]
      : [],
  );
  const source = typeof parsed.sourceLanguage === 'string' ? parsed.sourceLanguage : DEFAULT_SOURCE_LANGUAGE;
  return { source, routes };
}

export class PageDocuments {
  private routes: PageRoute[] = [];
  private source = DEFAULT_SOURCE_LANGUAGE;
  private tags: string[] = [DEFAULT_SOURCE_LANGUAGE];
  /** The list's modification time and size when it was read: a rebuild changes one or the other. */
  private readVersion = '';

  constructor(private readonly clientDir: string) {}

  /** The languages the pages are in, the source language first, and which that is. */
  languages(): { source: string; tags: readonly string[] } {
    this.currentRoutes();
    return { source: this.source, tags: this.tags };
  }

  /**
   * What to serve for a page request's path in `language`: its page's document (the source language's when the
   * build wrote none in `language`), or undefined for index.html.
   */
  documentFor(path: string, language: string): PageDocument | undefined {
    const segments = segmentsOf(path);
    const route = this.currentRoutes().find((each) => matches(each, segments));
    if (!route) return undefined;
    const translated = route.languages[language];
    const document = {
      file: join(this.clientDir, translated ?? route.document),
      language: translated ? language : this.source,
      alternates: !route.shareCodeSlot,
    };
    if (!route.shareCodeSlot) return document;
    // Anything but a share path's code gets index.html, whose page then says what is wrong with the link.
    const code = SHARE_CODE.exec(segments.at(-1) ?? '')?.[1];
    return code ? { ...document, fill: { slot: route.shareCodeSlot, code } } : undefined;
  }

  private currentRoutes(): PageRoute[] {
    const file = join(this.clientDir, PAGE_ROUTES_FILE);
    try {
      const { mtimeMs, size } = statSync(file);
      const version = `${mtimeMs}:${size}`;
      if (version !== this.readVersion) {
        const list = parseList(readFileSync(file, 'utf8'));
        this.routes = list.routes;
        this.source = list.source;
        this.tags = [list.source, ...new Set(list.routes.flatMap((route) => Object.keys(route.languages)))];
        this.readVersion = version;
      }
    } catch {
      // No list (a client built without it, or not built yet) or an unreadable one: every page gets index.html.
      this.routes = [];
      this.source = DEFAULT_SOURCE_LANGUAGE;
      this.tags = [DEFAULT_SOURCE_LANGUAGE];
      this.readVersion = '';
    }
    return this.routes;
  }
}
