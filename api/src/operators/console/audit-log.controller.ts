import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuditService } from '../../audit/audit.service.js';
import { AuditListDto, AuditQuery } from '../dto/audit.dto.js';
import { ApiOperatorOnly } from './api-operator-only.decorator.js';
import { OperatorGuard } from '../operator.guard.js';
import { toAuditEntryDto } from './operator.mapper.js';

@ApiTags('operators')
@ApiOperatorOnly()
@UseGuards(OperatorGuard)
@Controller('operator/audit')
export class AuditLogController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({ summary: 'What operators did, newest first (append-only)' })
  @ApiOkResponse({ type: AuditListDto })
  async list(@Query() query: AuditQuery): Promise<AuditListDto> {
    return { entries: (await this.audit.list(query)).map(toAuditEntryDto) };
  }
}
