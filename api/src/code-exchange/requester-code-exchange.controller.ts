import { Body, Controller, Headers, Param } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ClientKey } from '../direct/client-key.decorator.js';
import { FOLDER_CODE_PARAM } from '../folders/codes/folder-code-param.js';
import { FolderCodePipe } from '../folders/codes/folder-code.pipe.js';
import { SenderAnswerRoute } from '../relay/sender-answer-route.decorator.js';
import { CodeExchanges } from './code-exchanges.service.js';
import { SenderAnswerDto, senderAnswerOf } from './dto/sender-answer.dto.js';
import { REQUESTER_KEY_HEADER, REQUESTER_KEY_HEADER_DOC } from './requester-key.js';
import { EXCHANGE_SESSION_ID, SESSION_ID_PARAM } from './session-id.js';

/**
 * The requester's side of a file request's code exchange: an uploader's messages reach the requester's open page
 * on the page's live poll (POST /api/live, `requests`); it answers them here, with the request's requester key.
 */
@ApiTags('code exchange')
@Controller('file-requests')
@ApiParam(FOLDER_CODE_PARAM)
@ApiHeader(REQUESTER_KEY_HEADER_DOC)
@ApiNotFoundResponse({ description: 'No file request has this code, or the exchange ended' })
@ApiForbiddenResponse({ description: "The requester key is not the request's" })
@ApiGoneResponse({ description: 'The request takes no more answers' })
@ApiTooManyRequestsResponse({ description: 'Too many unknown codes or wrong requester keys from this client' })
export class RequesterCodeExchangeController {
  constructor(private readonly exchanges: CodeExchanges) {}

  @SenderAnswerRoute(
    'code-exchange',
    "Answer (or refuse) an uploader's step the requester's live poll handed over",
    SESSION_ID_PARAM,
  )
  answer(
    @Param('code', FolderCodePipe) code: string,
    @Param('sessionId', EXCHANGE_SESSION_ID) sessionId: string,
    @Body() answer: SenderAnswerDto,
    @Headers(REQUESTER_KEY_HEADER) requesterKey: string | undefined,
    @ClientKey() client: string,
  ): Promise<void> {
    const requester = { code, requesterKey: requesterKey ?? '', client };
    return this.exchanges.answerAsRequester(requester, sessionId, answer.step, senderAnswerOf(answer));
  }
}
