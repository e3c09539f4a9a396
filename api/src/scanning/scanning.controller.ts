import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentOperator, type Operator } from '../http/operator-access/current-operator.decorator.js';
import { OperatorOnly } from '../http/operator-access/operator-only.decorator.js';
import { ReleaseDto, ReleasedDto, ShareIdParams } from './dto/release.dto.js';
import { ScanningService } from './scanning.service.js';

@OperatorOnly({ sameOrigin: true })
@Controller('operator/folders')
export class ScanningController {
  constructor(private readonly scanning: ScanningService) {}

  @Post(':id/release')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Release a quarantined share (a false positive): it opens again until its expiry; audited',
  })
  @ApiOkResponse({ type: ReleasedDto })
  @ApiNotFoundResponse({ description: 'No share has this id' })
  @ApiConflictResponse({ description: 'The share is not quarantined' })
  release(
    @Param() { id }: ShareIdParams,
    @Body() { reason }: ReleaseDto,
    @CurrentOperator() operator: Operator,
  ): Promise<ReleasedDto> {
    return this.scanning.release(id, reason, operator);
  }
}
