import type { AuditEntry } from '../../audit/audit-entry.entity.js';
import type { AuditEntryDto } from '../dto/audit.dto.js';

export function toAuditEntryDto(entry: AuditEntry): AuditEntryDto {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actor: entry.actor,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason,
    details: entry.details,
  };
}
