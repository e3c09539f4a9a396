import { Module } from '@nestjs/common';
import { OperatorRoster } from './operator-roster.js';
import { OperatorGuard } from './operator.guard.js';

/**
 * Who the operators are. Import it to put OperatorGuard on a controller; it depends on nothing but the
 * configuration, so any module can import it without a cycle. The console's own routes live in
 * OperatorConsoleModule.
 */
@Module({
  providers: [OperatorRoster, OperatorGuard],
  exports: [OperatorRoster, OperatorGuard],
})
export class OperatorAccessModule {}
