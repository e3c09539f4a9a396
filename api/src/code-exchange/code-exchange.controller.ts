import { applyDecorators, Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiGatewayTimeoutResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { RateLimited } from '../http/rate-limit/rate-limited.decorator.js';
import { LOOKUP_THROTTLER } from '../http/rate-limit/throttler-names.js';
import { FOLDER_CODE_PARAM } from '../folders/codes/folder-code-param.js';
import { FolderCodePipe } from '../folders/codes/folder-code.pipe.js';
import { GuardedAgainstGuessing } from '../folders/guessing/guarded-against-guessing.decorator.js';
import { PROOF_OF_WORK_HEADER_DOC } from '../folders/guessing/proof-of-work.js';
import { ApiLookupFailures } from '../folders/lookups/api-lookup-failures.decorator.js';
import { Credentials, type LookupCredentials } from '../folders/lookups/lookup-credentials.decorator.js';
import { SHARE_PASSWORD_HEADER_DOC } from '../folders/password/folder-password.js';
import { ClientGone } from '../relay/client-gone.decorator.js';
import { CodeExchanges } from './code-exchanges.service.js';
import { CodeExchangeSessionResponseDto } from './dto/code-exchange-session.dto.js';
import { RelayMessageDto, RelayMessageResponseDto } from './dto/relay-message.dto.js';
import { EXCHANGE_SESSION_ID, SESSION_ID_PARAM } from './session-id.js';

/** How a step of the recipient's is answered, as the OpenAPI document lists it. */
function ApiStepAnswers(): MethodDecorator {
  return applyDecorators(
    ApiParam(SESSION_ID_PARAM),
    ApiOkResponse({ type: RelayMessageResponseDto, description: "The sender's answer" }),
    ApiNotFoundResponse({ description: 'The exchange is unknown or over, or this step is not the one it expects' }),
    ApiConflictResponse({ description: 'The sender refused the exchange (`reason: refused`)' }),
    ApiGatewayTimeoutResponse({ description: "The sender's page did not answer in time (25 s)" }),
  );
}

/** The recipient's side of the code exchange: it typed an end-to-end encrypted share's code. */
@ApiTags('code exchange')
@Controller('code-exchange')
export class CodeExchangeController {
  constructor(private readonly exchanges: CodeExchanges) {}

  @Post(':code')
  @RateLimited(LOOKUP_THROTTLER)
  @GuardedAgainstGuessing()
  @ApiOperation({
    summary: "Start an exchange with an end-to-end encrypted share's sender, by its code",
    description: 'A code lookup: counted towards the guessing budget when the code is unknown.',
  })
  @ApiParam(FOLDER_CODE_PARAM)
  @ApiHeader(SHARE_PASSWORD_HEADER_DOC)
  @ApiHeader(PROOF_OF_WORK_HEADER_DOC)
  @ApiLookupFailures()
  @ApiCreatedResponse({ type: CodeExchangeSessionResponseDto })
  @ApiConflictResponse({
    description:
      'Not end-to-end encrypted (`reason: not-encrypted`), no sender page open (`sender-away`), or being checked',
  })
  start(
    @Param('code', FolderCodePipe) code: string,
    @Credentials() credentials: LookupCredentials,
  ): Promise<CodeExchangeSessionResponseDto> {
    return this.exchanges.start(code, credentials);
  }

  @Post('sessions/:sessionId/hello')
  @RateLimited(LOOKUP_THROTTLER)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Send the exchange's first message and wait for the sender's answer (at most 25 s)" })
  @ApiStepAnswers()
  hello(
    @Param('sessionId', EXCHANGE_SESSION_ID) sessionId: string,
    @Body() { message }: RelayMessageDto,
    @ClientGone() clientGone: AbortSignal,
  ): Promise<RelayMessageResponseDto> {
    return this.exchanges.send(sessionId, 'hello', message, clientGone);
  }

  @Post('sessions/:sessionId/confirmation')
  @RateLimited(LOOKUP_THROTTLER)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "Send the exchange's second message, once the first was answered, and wait for the sender's answer",
  })
  @ApiStepAnswers()
  confirmation(
    @Param('sessionId', EXCHANGE_SESSION_ID) sessionId: string,
    @Body() { message }: RelayMessageDto,
    @ClientGone() clientGone: AbortSignal,
  ): Promise<RelayMessageResponseDto> {
    return this.exchanges.send(sessionId, 'confirmation', message, clientGone);
  }
}
