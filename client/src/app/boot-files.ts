import { nextTask } from '../lib/platform/next-task';

/**
 * The files the app's start needs beyond its entry script, listed by the build in the document (an inert JSON
 * block, id BOOT_FILES_ID) rather than as `<link>` tags: the entry asks for them all at once when it runs,
 * which is after the page has painted from its HTML, so they never hold up that paint (see docs/performance.md).
 */
export const BOOT_FILES_ID = 'boot-files';

export interface BootFiles {
  /** Scripts, fetched and parsed now, evaluated when their stage of the start imports them. */
  scripts: string[];
  /** Styles of the app's shell and page, fetched now, applied when the script that needs them loads. */
  styles: string[];
  /** The page's words in the document's language, when that is not the source language (messages-files.ts). */
  messages?: string[];
}

const NO_FILES: BootFiles = { scripts: [], styles: [], messages: [] };

function isUrlList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((each) => typeof each === 'string');
}

/** The list in `doc`; none if it has none (the development server's document) or it cannot be read. */
export function readBootFiles(doc: Document): BootFiles {
  const text = doc.getElementById(BOOT_FILES_ID)?.textContent;
  if (!text) return NO_FILES;
  try {
    const { scripts, styles, messages } = JSON.parse(text) as Partial<BootFiles>;
    return {
      scripts: isUrlList(scripts) ? scripts : [],
      styles: isUrlList(styles) ? styles : [],
      messages: isUrlList(messages) ? messages : [],
    };
  } catch {
    return NO_FILES;
  }
}

/**
 * How many preloads are added per task. Each starts a request, which costs the main thread a little; six at a
 * time keeps every task short and is as many as a browser fetches at once from one server over HTTP/1.1.
 */
export const PRELOADS_PER_TASK = 6;

function preloadLink(doc: Document, href: string, rel: string, as?: string): Promise<void> {
  const link = doc.createElement('link');
  link.rel = rel;
  if (as) link.as = as;
  // The module loader and Vite's stylesheet links ask with CORS; a preload must ask the same way to be used.
  link.crossOrigin = '';
  link.href = href;
  // A browser that does not know this kind of preload (modulepreload before Safari 17) never says it loaded: the
  // start does not wait for it, and the stage that imports the file fetches it.
  const settled = link.relList.supports(rel)
    ? new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
      })
    : Promise.resolve();
  doc.head.append(link);
  return settled;
}

/**
 * Asks for every file of `files` (scripts first), as preloads, a few per task (a file the document already links
 * is left alone), and resolves once each has loaded or failed. The start then evaluates its stages with every
 * script already compiled, rather than while the browser's other threads compile the rest, which on a phone's few
 * cores slows each stage. A file that failed is left to the stage that imports it, which fails as it would have.
 */
export async function preloadBootFiles(doc: Document, { scripts, styles, messages = [] }: BootFiles): Promise<void> {
  const linked = new Set([...doc.querySelectorAll('link[href]')].map((link) => link.getAttribute('href')));
  const wanted: { href: string; rel: string; as?: string }[] = [
    ...scripts.map((href) => ({ href, rel: 'modulepreload' })),
    ...styles.map((href) => ({ href, rel: 'preload', as: 'style' })),
    // Fetched as the app's loader fetches them (CORS, same-origin credentials), so that it gets these answers.
    ...messages.map((href) => ({ href, rel: 'preload', as: 'fetch' })),
  ].filter(({ href }) => !linked.has(href));
  const loads: Promise<void>[] = [];
  for (let start = 0; start < wanted.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await nextTask();
    for (const { href, rel, as } of wanted.slice(start, start + PRELOADS_PER_TASK))
      loads.push(preloadLink(doc, href, rel, as));
  }
  await Promise.all(loads);
}
