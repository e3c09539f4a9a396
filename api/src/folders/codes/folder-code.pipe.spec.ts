import { BadRequestException } from '@nestjs/common';
import { FolderCodePipe } from './folder-code.pipe.js';

describe(FolderCodePipe.name, () => {
  const pipe = new FolderCodePipe();

  it.each(['0000', '0427', '9999'])('passes the code %s through unchanged', (code) => {
    expect(pipe.transform(code)).toBe(code);
  });

  it.each(['', '427', '04270', 'abcd', '04 7', '０４２７', '0427\n'])(
    'refuses %j with 400 and a message a person understands',
    (bad) => {
      expect(() => pipe.transform(bad)).toThrow(new BadRequestException('The folder code must be exactly 4 digits.'));
    },
  );
});
