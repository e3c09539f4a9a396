import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTOR_KINDS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditActorKind,
  type AuditTargetType,
} from '../../audit/audit-vocabulary.js';
import { coded } from '../../errors/coded-validation.pipe.js';

const DEFAULT_AUDIT_PAGE = 50;
const MAX_AUDIT_PAGE = 500;

export class AuditQuery {
  @ApiPropertyOptional({ default: DEFAULT_AUDIT_PAGE, minimum: 1, maximum: MAX_AUDIT_PAGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({
    message: `limit must be a whole number from 1 to ${MAX_AUDIT_PAGE}.`,
    context: coded('invalid_page_size', { max: MAX_AUDIT_PAGE }),
  })
  @Min(1, {
    message: `limit must be a whole number from 1 to ${MAX_AUDIT_PAGE}.`,
    context: coded('invalid_page_size', { max: MAX_AUDIT_PAGE }),
  })
  @Max(MAX_AUDIT_PAGE, {
    message: `limit must be a whole number from 1 to ${MAX_AUDIT_PAGE}.`,
    context: coded('invalid_page_size', { max: MAX_AUDIT_PAGE }),
  })
  limit: number = DEFAULT_AUDIT_PAGE;

  @ApiPropertyOptional({ description: 'Only entries older than this entry id (the next page)', example: 120 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'before must be an entry id (a whole number).', context: coded('invalid_page_start') })
  @Min(1, { message: 'before must be an entry id (a whole number).', context: coded('invalid_page_start') })
  before?: number;
}

export class AuditEntryDto {
  @ApiProperty({ example: 121 })
  id: number;

  @ApiProperty({ example: '2030-01-01T10:00:00.000Z' })
  at: string;

  @ApiProperty({
    description: "The operator's account e-mail, or `server command` for the enrollment command",
    example: 'ops@example.com',
  })
  actor: string;

  @ApiProperty({
    enum: AUDIT_ACTOR_KINDS,
    description: '`operator`: an operator did it (`actor` is their e-mail); `server-command`: the enrollment command',
  })
  actorKind: AuditActorKind;

  @ApiProperty({ enum: AUDIT_ACTIONS, example: 'report.dismiss' })
  action: AuditAction;

  @ApiProperty({ enum: AUDIT_TARGET_TYPES, example: 'report' })
  targetType: AuditTargetType;

  @ApiProperty({ example: 'R-7K3Q-9M2X' })
  targetId: string;

  @ApiProperty({ type: String, nullable: true })
  reason: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'More about the action, often JSON' })
  details: string | null;
}

export class AuditListDto {
  @ApiProperty({ type: [AuditEntryDto], description: 'Newest first' })
  entries: AuditEntryDto[];
}
