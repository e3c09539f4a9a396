import { newReportReference, parseReportReference, REPORT_REFERENCE_EXAMPLE } from './report-reference.js';

describe('report references', () => {
  it('are R- and two groups of four unambiguous characters, different each time', () => {
    const references = new Set(Array.from({ length: 200 }, () => newReportReference()));
    expect(references.size).toBe(200);
    for (const reference of references) expect(reference).toMatch(/^R-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('are read back whatever the case and surrounding spaces, and nothing else is', () => {
    expect(parseReportReference(` ${REPORT_REFERENCE_EXAMPLE.toLowerCase()} `)).toBe(REPORT_REFERENCE_EXAMPLE);
    expect(parseReportReference('R-7K3Q-9M2')).toBeNull();
    expect(parseReportReference('R-7K3Q-9M2I')).toBeNull();
    expect(parseReportReference('7K3Q-9M2X')).toBeNull();
  });
});
