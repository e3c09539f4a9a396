import { preferredLanguages, saveLanguage } from './chosen-language';

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe(preferredLanguages.name, () => {
  it("puts a link's ?lang= first, then the saved choice, then the browser's languages", () => {
    saveLanguage('de');
    window.history.replaceState(null, '', '/about?lang=ja');
    expect(preferredLanguages()).toEqual(['ja', 'de', ...navigator.languages]);
  });

  it('does not keep the language a link asked for', () => {
    window.history.replaceState(null, '', '/about?lang=ja');
    preferredLanguages();
    window.history.replaceState(null, '', '/about');
    expect(preferredLanguages()).toEqual([...navigator.languages]);
  });
});
