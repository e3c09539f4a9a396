/**
 * `hreflang` alternates for a page: a link to the same page in each language (`?lang=`), and the page without one
 * as `x-default` (the visitor's own language), so a search engine shows each reader the page in theirs.
 */
import { LANGUAGE_PARAMETER } from '../languages/visitor-language.js';

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** `html` with the alternates of the page at `publicUrl` + `path` in `tags` written into its head. */
export function withAlternates(html: string, page: { publicUrl: string; path: string; tags: readonly string[] }) {
  if (!html.includes('</head>')) return html;
  const url = `${page.publicUrl}${page.path}`;
  const links = [
    ...page.tags.map(
      (tag) =>
        `<link rel="alternate" hreflang="${escapeAttribute(tag)}" href="${escapeAttribute(`${url}?${LANGUAGE_PARAMETER}=${encodeURIComponent(tag)}`)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(url)}" />`,
  ];
  return html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
}
