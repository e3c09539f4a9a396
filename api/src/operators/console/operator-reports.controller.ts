import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { SameOriginGuard } from '../../http/same-origin.guard.js';
import { CurrentOperator, type Operator } from '../../http/operator-access/current-operator.decorator.js';
import { DismissReportDto, ReportDto, ReportListDto, ReportParams, ReportsQuery } from '../dto/report.dto.js';
import { NOT_AN_OPERATOR_OR_CROSS_SITE, OperatorOnly } from '../../http/operator-access/operator-only.decorator.js';
import { OperatorReports } from './operator-reports.js';

@OperatorOnly()
@Controller('operator/reports')
export class OperatorReportsController {
  constructor(private readonly reports: OperatorReports) {}

  @Get()
  @ApiOperation({ summary: 'Reports, newest first (open ones unless ?state= says otherwise)' })
  @ApiOkResponse({ type: ReportListDto })
  async list(@Query() query: ReportsQuery): Promise<ReportListDto> {
    return { reports: await this.reports.list(query.state) };
  }

  @Get(':reference')
  @ApiOperation({ summary: 'One report' })
  @ApiOkResponse({ type: ReportDto })
  @ApiNotFoundResponse({ description: 'No report has this reference' })
  one(@Param() params: ReportParams): Promise<ReportDto> {
    return this.reports.one(params.reference);
  }

  @Post(':reference/dismiss')
  @HttpCode(HttpStatus.OK)
  @UseGuards(SameOriginGuard)
  @ApiOperation({ summary: 'Close an open report with nothing done, saying why (audited)' })
  @ApiOkResponse({ type: ReportDto })
  @ApiForbiddenResponse({ description: NOT_AN_OPERATOR_OR_CROSS_SITE })
  @ApiBadRequestResponse({ description: 'No reason given' })
  @ApiNotFoundResponse({ description: 'No report has this reference' })
  @ApiConflictResponse({ description: 'The report was already decided' })
  dismiss(
    @Param() params: ReportParams,
    @Body() body: DismissReportDto,
    @CurrentOperator() operator: Operator,
  ): Promise<ReportDto> {
    return this.reports.dismiss(params.reference, body.reason, operator);
  }
}
