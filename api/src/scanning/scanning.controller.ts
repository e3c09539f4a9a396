import { Body, Controller, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { NOT_AN_OPERATOR_MESSAGE, OPERATOR_SIGN_IN_MESSAGE, OperatorGuard } from '../operators/operator.guard.js';
import { CurrentOperator, type Operator } from '../operators/current-operator.decorator.js';
import { ReleaseDto, ReleasedDto, ShareIdParams } from './dto/release.dto.js';
import { ScanningService } from './scanning.service.js';

@ApiTags('operators')
@ApiUnauthorizedResponse({ description: OPERATOR_SIGN_IN_MESSAGE })
@ApiForbiddenResponse({ description: NOT_AN_OPERATOR_MESSAGE })
@UseGuards(OperatorGuard)
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
