import { Body, Controller, HttpCode, HttpStatus, Param, Post, UseFilters } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiParam,
} from '@nestjs/swagger';
import { FolderCodePipe } from '../folders/codes/folder-code.pipe.js';
import { REQUEST_CODE_PARAM } from '../file-requests/request-routes.decorator.js';
import { RequestLookupFilter } from '../file-requests/request-lookup.filter.js';
import { OperatorOnly } from '../http/operator-access/operator-only.decorator.js';
import { CurrentOperator, type Operator } from '../http/operator-access/operator.guard.js';
import { TakedownDto } from './dto/takedown.dto.js';
import { FileRequestTakedowns } from './file-request-takedowns.js';

@OperatorOnly({ sameOrigin: true })
@UseFilters(RequestLookupFilter)
@Controller('operator/file-requests')
export class FileRequestTakedownsController {
  constructor(private readonly takedowns: FileRequestTakedowns) {}

  @Post(':code/takedown')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Take a file request down: its link answers 410 removed, its requester reads the statement of reasons',
    description:
      'Audited; open reports against the request become actioned; its answers are deleted by the cleanup. ' +
      'Taking down a request already removed changes nothing.',
  })
  @ApiParam(REQUEST_CODE_PARAM)
  @ApiNoContentResponse({ description: 'Removed (or had been already)' })
  @ApiBadRequestResponse({ description: 'No category, or a statement of reasons shorter than 10 or longer than 5000' })
  @ApiNotFoundResponse({ description: 'No file request has this code' })
  takeDown(
    @Param('code', FolderCodePipe) code: string,
    @Body() takedown: TakedownDto,
    @CurrentOperator() operator: Operator,
  ): Promise<void> {
    return this.takedowns.takeDown(code, takedown, operator);
  }
}
