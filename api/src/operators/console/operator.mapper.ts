import type { AuditEntry } from '../../audit/audit-entry.entity.js';
import { actorKindOf, type AuditAction, type AuditTargetType } from '../../audit/audit-vocabulary.js';
import type { AuditEntryDto } from '../dto/audit.dto.js';

export function toAuditEntryDto(entry: AuditEntry): AuditEntryDto {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actor: entry.actor,
    actorKind: actorKindOf(entry.actor),
    // Written through AuditService.record, which takes only these.
    action: entry.action as AuditAction,
    targetType: entry.targetType as AuditTargetType,
    targetId: entry.targetId,
    reason: entry.reason,
    details: entry.details,
  };
}
