import { BadRequestException } from '@nestjs/common';
import { ShareCodePipe } from './share-code.pipe.js';

describe(ShareCodePipe.name, () => {
  const pipe = new ShareCodePipe();

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
