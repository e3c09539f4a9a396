import { linkManifest } from './manifest-link';

describe(linkManifest.name, () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest" />';
  });

  const href = () => document.querySelector('link[rel="manifest"]')?.getAttribute('href');

  it("links the manifest in the chosen language, and the source language's again", () => {
    linkManifest(document, 'fa');
    expect(href()).toBe('/manifest.fa.webmanifest');
    linkManifest(document, 'en');
    expect(href()).toBe('/manifest.webmanifest');
  });

  it("links the source language's for a pseudo-language, which has no manifest", () => {
    linkManifest(document, 'en-XA');
    expect(href()).toBe('/manifest.webmanifest');
  });
});
