import { reportPath, reportSubjectOf, reportTargetOf } from './reports';

const REQUEST_LINK = 'https://sharecode.example/r/5183-q8Xk0vY3m9TfR2cLw7hN1A';

describe(reportSubjectOf.name, () => {
  it.each([
    REQUEST_LINK,
    `${REQUEST_LINK}#${'k'.repeat(43)}`,
    'sharecode.example/r/5183-q8Xk0vY3m9TfR2cLw7hN1A',
    '  /r/5183-q8Xk0vY3m9TfR2cLw7hN1A  ',
  ])("names a file request for a request's address: %s", (target) => {
    expect(reportSubjectOf(target)).toBe('request');
  });

  it.each([
    'https://sharecode.example/s/0427-abcdefghijklmnopqrstuv',
    'https://sharecode.example/s/0427-abcdefghijklmnopqrstuv/r/file.pdf',
    'https://sharecode.example/s/0427-abcdefghijklmnopqrstuv#/r/x',
    'https://sharecode.example/?next=/r/5183-x',
    'https://sharecode.example/r/',
    '0427',
    '5183-q8Xk0vY3m9TfR2cLw7hN1A',
    '',
  ])('names a share otherwise, a bare code or link included: %s', (target) => {
    expect(reportSubjectOf(target)).toBe('share');
  });

  it("reads the target a request's report link carries", () => {
    const whole = `${REQUEST_LINK}#${'k'.repeat(43)}`;
    const [, hash] = reportPath(whole).split('#');
    expect(reportSubjectOf(reportTargetOf('', `#${hash}`))).toBe('request');
  });
});
