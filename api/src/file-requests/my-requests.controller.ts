import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../http/current-user.decorator.js';
import type { SessionUser } from '../http/session-user.js';
import { SignedInGuard } from '../http/signed-in.guard.js';
import { MyRequestsDto } from './dto/my-requests.dto.js';
import { FileRequestsService, MY_REQUESTS_LIMIT } from './file-requests.service.js';

@ApiTags('file requests')
@ApiUnauthorizedResponse({ description: 'No live session cookie' })
@UseGuards(SignedInGuard)
@Controller('my/requests')
export class MyRequestsController {
  constructor(private readonly requests: FileRequestsService) {}

  @Get()
  @ApiOperation({
    summary: "The signed-in account's file requests, newest first, until cleanup deletes them",
    description: `At most ${MY_REQUESTS_LIMIT}.`,
  })
  @ApiOkResponse({ type: MyRequestsDto })
  list(@CurrentUser() user: SessionUser): Promise<MyRequestsDto> {
    return this.requests.mine(user.id);
  }
}
