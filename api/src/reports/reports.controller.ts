import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { RateLimited } from '../http/rate-limit/rate-limited.decorator.js';
import { REPORT_THROTTLER } from '../http/rate-limit/throttler-names.js';
import { CreateReportDto } from './dto/create-report.dto.js';
import { ReportReceiptDto } from './dto/report-receipt.dto.js';
import { toReportReceiptDto } from './report.mapper.js';
import { ReportsService } from './reports.service.js';

@ApiTags('reports')
@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimited(REPORT_THROTTLER)
  @ApiOperation({
    summary: 'Report a share to the operators',
    description: 'The answer is the same whether or not the target names a share.',
  })
  @ApiCreatedResponse({ type: ReportReceiptDto })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid; the message says which' })
  @ApiTooManyRequestsResponse({ description: 'RATE_REPORT_PER_HOUR exceeded by this client' })
  async create(@Body() body: CreateReportDto, @Req() request: Request): Promise<ReportReceiptDto> {
    // The form's page sends it (same origin): with the language picker's cookie and the browser's languages.
    const hints = { cookie: request.headers.cookie, acceptLanguage: request.headers['accept-language'] };
    return toReportReceiptDto(await this.reports.submit(body, hints));
  }
}
