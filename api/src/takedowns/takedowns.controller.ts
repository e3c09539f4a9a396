import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { FolderIdParams } from '../http/operator-access/console.params.js';
import { OperatorFolderDto } from '../operators/dto/operator-folder.dto.js';
import { OperatorOnly } from '../http/operator-access/operator-only.decorator.js';
import { CurrentOperator, type Operator } from '../http/operator-access/operator.guard.js';
import { TakedownDto } from './dto/takedown.dto.js';
import { TakedownsService } from './takedowns.service.js';

@OperatorOnly({ sameOrigin: true })
@Controller('operator/folders')
export class TakedownsController {
  constructor(private readonly takedowns: TakedownsService) {}

  @Post(':id/takedown')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Take a share down: recipients get 410 with the category, the sender reads the statement of reasons',
    description:
      'Audited; open reports against the share become actioned; its files are deleted by a background job. ' +
      'Taking down a share already removed changes nothing.',
  })
  @ApiOkResponse({
    type: OperatorFolderDto,
    description: 'Removed (or had been already): the share as the console shows it',
  })
  @ApiBadRequestResponse({ description: 'No category, or a statement of reasons shorter than 10 or longer than 5000' })
  @ApiNotFoundResponse({ description: 'No share has this id (or it was deleted after it ended)' })
  takeDown(
    @Param() { id }: FolderIdParams,
    @Body() takedown: TakedownDto,
    @CurrentOperator() operator: Operator,
  ): Promise<OperatorFolderDto> {
    return this.takedowns.takeDown(id, takedown, operator);
  }
}
