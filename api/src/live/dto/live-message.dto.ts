import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PendingExchangeMessageDto } from '../../code-exchange/dto/pending-exchange-message.dto.js';
import { PendingOfferDto } from '../../direct/dto/pending-offer.dto.js';
import { EXCHANGE_KINDS, type ExchangeKind } from '../../code-exchange/exchange-kinds.js';
import { LIVE_ROADS, type LiveRoad } from '../live-roads.js';
import { ShareStateChangeDto } from './managed-shares.dto.js';
import { ShareChangeDto } from './share-change.dto.js';

/**
 * A share the page can no longer host on a road (ended, removed, not encrypted, or direct transfer off), or a file
 * request it can no longer host (ended, unknown, or not this requester key's).
 */
export class GoneRoadDto {
  @ApiProperty({ enum: EXCHANGE_KINDS, description: 'Whether `code` names a hosted share or a hosted file request' })
  kind: ExchangeKind;

  @ApiProperty({ example: '4821' })
  code: string;

  @ApiProperty({ enum: LIVE_ROADS })
  road: LiveRoad;

  @ApiProperty({ example: 404, description: "The status the road's answer route would answer" })
  status: number;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      "The error body the road's answer route would answer (statusCode, code, message, and reason where known)",
  })
  error: object;
}

/**
 * A recipient's code-exchange step, for the share with this code; or an uploader's, for the file request with this
 * code (answer it on POST /api/file-requests/{code}/code-exchange/{sessionId}).
 */
export class LiveExchangeMessageDto extends PendingExchangeMessageDto {
  @ApiProperty({ enum: EXCHANGE_KINDS, description: 'Whether `code` names a hosted share or a hosted file request' })
  kind: ExchangeKind;

  @ApiProperty({ example: '4821' })
  code: string;
}

/** A recipient's direct-transfer offer, for the share with this code. */
export class LiveOfferDto extends PendingOfferDto {
  @ApiProperty({ example: '4821' })
  code: string;
}

/**
 * What a sender page's poll brought: the roads it can no longer host (answered at once, so the page drops them
 * and polls again), or one recipient's message (answer it on its road's answer route).
 */
export class LiveMessageDto {
  @ApiProperty({ type: [GoneRoadDto] })
  gone: GoneRoadDto[];

  @ApiPropertyOptional({ type: LiveExchangeMessageDto })
  exchange?: LiveExchangeMessageDto;

  @ApiPropertyOptional({ type: LiveOfferDto })
  offer?: LiveOfferDto;

  @ApiPropertyOptional({ type: [ShareChangeDto], description: 'Watched shares that changed' })
  changes?: ShareChangeDto[];

  @ApiPropertyOptional({ type: [ShareStateChangeDto], description: 'Managed shares whose state changed' })
  states?: ShareStateChangeDto[];
}

export class LiveMessageResponseDto {
  @ApiProperty({ type: LiveMessageDto })
  data: LiveMessageDto;
}
