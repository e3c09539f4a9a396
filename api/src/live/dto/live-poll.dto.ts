import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import {
  MAX_HOSTED_REQUESTS,
  MAX_HOSTED_SHARES,
  MAX_MANAGED_SHARES,
  MAX_QUIET_MS,
  MAX_WATCHED_SHARES,
} from '../live-roads.js';
import { HostedRequestDto } from './hosted-requests.dto.js';
import { HostedShareDto } from './hosted-shares.dto.js';
import { ManagedShareDto } from './managed-shares.dto.js';
import { WatchedShareDto } from './watched-shares.dto.js';
import { coded } from '../../errors/coded-validation.pipe.js';

/**
 * A page's one live poll: the shares it hosts (a sender's page), the file requests it hosts (a requester's page),
 * the shares it shows (a recipient's page), the shares whose state it shows their sender, or any of them. It waits
 * for the first recipient's (or uploader's) message or change.
 */
export class LivePollDto {
  @ApiPropertyOptional({ type: [HostedShareDto], maxItems: MAX_HOSTED_SHARES })
  @IsOptional()
  @IsArray({ context: coded('invalid_live_list') })
  @ArrayMaxSize(MAX_HOSTED_SHARES, {
    message: `A page hosts ${MAX_HOSTED_SHARES} shares at most.`,
    context: coded('too_many_hosted_shares', { max: MAX_HOSTED_SHARES }),
  })
  @ValidateNested({ each: true })
  @Type(() => HostedShareDto)
  shares?: HostedShareDto[];

  @ApiPropertyOptional({
    type: [HostedRequestDto],
    maxItems: MAX_HOSTED_REQUESTS,
    description: "File requests whose code exchange the page answers (the requester's page)",
  })
  @IsOptional()
  @IsArray({ context: coded('invalid_live_list') })
  @ArrayMaxSize(MAX_HOSTED_REQUESTS, {
    message: `A page hosts ${MAX_HOSTED_REQUESTS} file requests at most.`,
    context: coded('too_many_hosted_requests', { max: MAX_HOSTED_REQUESTS }),
  })
  @ValidateNested({ each: true })
  @Type(() => HostedRequestDto)
  requests?: HostedRequestDto[];

  @ApiPropertyOptional({ type: [WatchedShareDto], maxItems: MAX_WATCHED_SHARES })
  @IsOptional()
  @IsArray({ context: coded('invalid_live_list') })
  @ArrayMaxSize(MAX_WATCHED_SHARES, {
    message: `A page watches ${MAX_WATCHED_SHARES} shares at most.`,
    context: coded('too_many_watched_shares', { max: MAX_WATCHED_SHARES }),
  })
  @ValidateNested({ each: true })
  @Type(() => WatchedShareDto)
  watch?: WatchedShareDto[];

  @ApiPropertyOptional({ type: [ManagedShareDto], maxItems: MAX_MANAGED_SHARES })
  @IsOptional()
  @IsArray({ context: coded('invalid_live_list') })
  @ArrayMaxSize(MAX_MANAGED_SHARES, {
    message: `A page follows the state of ${MAX_MANAGED_SHARES} shares at most.`,
    context: coded('too_many_managed_shares', { max: MAX_MANAGED_SHARES }),
  })
  @ValidateNested({ each: true })
  @Type(() => ManagedShareDto)
  managed?: ManagedShareDto[];

  @ApiPropertyOptional({
    minimum: 0,
    maximum: MAX_QUIET_MS,
    default: 0,
    description:
      'How long (ms) the poll keeps changes of watched and managed shares back: a page that has just drawn one asks ' +
      "for a breather. The request stays open meanwhile; a recipient's message to a hosted share still comes at once.",
  })
  @IsOptional()
  @IsInt({
    message: 'quietMs must be a whole number of milliseconds.',
    context: coded('invalid_quiet_ms', { max: MAX_QUIET_MS }),
  })
  @Min(0, { message: 'quietMs cannot be negative.', context: coded('invalid_quiet_ms', { max: MAX_QUIET_MS }) })
  @Max(MAX_QUIET_MS, {
    message: `quietMs is at most ${MAX_QUIET_MS} (a poll waits 25 s at most).`,
    context: coded('invalid_quiet_ms', { max: MAX_QUIET_MS }),
  })
  quietMs?: number;
}
