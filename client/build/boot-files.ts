/**
 * The files of the app's later start stages, listed in index.html for the entry to preload (src/app/boot-files.ts).
 * main.tsx imports those stages dynamically, so that each is evaluated in a task of its own; this plugin lists
 * their scripts and styles (beyond what the entry loads itself) in an inert JSON block. Not as `<link>` tags: the
 * browser would fetch those while it is still parsing, ahead of the page's first paint, which needs none of them.
 * Whatever main.tsx imports dynamically is a stage of the start, and is listed here.
 */
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { BOOT_FILES_ID, type BootFiles } from '../src/app/boot-files.ts';
import { filesBeyond, filesLoadedBy } from './chunk-graph.ts';

/** The files of the entry's dynamic imports (the start's later stages) that the entry itself does not load. */
export function bootStageFiles(entry: Rolldown.OutputChunk, bundle: Rolldown.OutputBundle): BootFiles {
  return filesBeyond(filesLoadedBy(entry.dynamicImports, bundle), filesLoadedBy([entry.fileName], bundle));
}

/** The document's list of `files`: JSON in a script element the browser does not run. */
export function bootFilesTag(files: BootFiles): HtmlTagDescriptor {
  return {
    tag: 'script',
    attrs: { type: 'application/json', id: BOOT_FILES_ID },
    children: JSON.stringify(files),
    injectTo: 'head',
  };
}

const BOOT_FILES_ELEMENT = new RegExp(`(<script type="application/json" id="${BOOT_FILES_ID}">)(.*?)(</script>)`);

/** `html` with `more` added to its list (each file once). */
export function withBootFiles(html: string, more: BootFiles): string {
  const found = BOOT_FILES_ELEMENT.exec(html);
  if (!found) throw new Error(`the document has no ${BOOT_FILES_ID} list to add to`);
  const listed = JSON.parse(found[2]) as BootFiles;
  const merged: BootFiles = {
    scripts: [...new Set([...listed.scripts, ...more.scripts])],
    styles: [...new Set([...listed.styles, ...more.styles])],
  };
  const messages = [...new Set([...(listed.messages ?? []), ...(more.messages ?? [])])];
  if (messages.length > 0) merged.messages = messages;
  return html.replace(BOOT_FILES_ELEMENT, (_all, open: string, _json, close: string) => {
    return `${open}${JSON.stringify(merged)}${close}`;
  });
}

export function bootFilesPlugin(): Plugin {
  return {
    name: 'sharecode-boot-files',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { chunk, bundle }) {
        if (!chunk || !bundle) throw new Error('boot files: index.html has no entry chunk');
        return [bootFilesTag(bootStageFiles(chunk, bundle))];
      },
    },
  };
}
