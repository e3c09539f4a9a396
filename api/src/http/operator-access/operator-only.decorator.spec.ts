import { GUARDS_METADATA } from '@nestjs/common/constants.js';
import { SameOriginGuard } from '../same-origin.guard.js';
import { OperatorGuard } from './operator.guard.js';
import { OperatorOnly } from './operator-only.decorator.js';

function guardsOf(target: object): unknown {
  return Reflect.getMetadata(GUARDS_METADATA, target);
}

describe('@OperatorOnly()', () => {
  it('puts a controller behind OperatorGuard alone', () => {
    @OperatorOnly()
    class ReadingController {}

    expect(guardsOf(ReadingController)).toEqual([OperatorGuard]);
  });

  it('with sameOrigin checks the operator first, so a visitor hears 401 before any cross-site 403', () => {
    @OperatorOnly({ sameOrigin: true })
    class ChangingController {}

    expect(guardsOf(ChangingController)).toEqual([OperatorGuard, SameOriginGuard]);
  });
});
