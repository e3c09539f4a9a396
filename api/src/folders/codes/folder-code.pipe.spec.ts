import { FolderCodePipe } from './folder-code.pipe.js';

describe(FolderCodePipe.name, () => {
  const pipe = new FolderCodePipe();

  it.each(['0000', '0427', '9999'])('passes the code %s through unchanged', (code) => {
    expect(pipe.transform(code)).toBe(code);
  });

  it.each(['', '427', '04270', 'abcd', '04 7', '０４２７', '0427\n'])(
    'refuses %j with invalid_code_format and a message a person understands',
    (bad) => {
      let refusal: unknown;
      try {
        pipe.transform(bad);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toMatchObject({
        code: 'invalid_code_format',
        message: 'The folder code must be exactly 4 digits.',
      });
    },
  );
});
