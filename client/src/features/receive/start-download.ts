/**
 * Starts a download of `url` as a link with `download` would (a ZIP that waited for its files): the browser's own
 * download manager saves it, and the page stays where it is.
 */
export function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
