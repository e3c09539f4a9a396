import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AuditService } from '../../audit/audit.service.js';
import { AuditListDto, AuditQuery } from '../dto/audit.dto.js';
import { OperatorOnly } from '../../http/operator-access/operator-only.decorator.js';
import { toAuditEntryDto } from './operator.mapper.js';

@OperatorOnly()
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
