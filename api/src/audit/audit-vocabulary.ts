/**
 * The audit log's words: what was done, to what kind of thing, and by whom. The API document lists each set, so
 * the operator console, which words every value in the operator's language, fails its type check when one is
 * added here without its words there.
 */

/** What was done, as a dotted verb on the kind of thing it was done to. */
export const AUDIT_ACTIONS = [
  'report.dismiss',
  'folder.takedown',
  'file-request.takedown',
  'folder.release',
  'folder.block-files',
  'blocked-files.import',
  'operator.enroll',
  'operator.revoke',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What it was done to: a report (its reference), a share (its id), a file request (its id), the block list, or an
 * account (its id).
 */
export const AUDIT_TARGET_TYPES = ['report', 'folder', 'file-request', 'blocked-files', 'account'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Who did it: an operator (the actor is their account's e-mail), or the server's enrollment command. */
export const AUDIT_ACTOR_KINDS = ['operator', 'server-command'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** The actor the enrollment command writes: no account stands behind it. */
export const SERVER_COMMAND_ACTOR = 'server command';

/** Who an entry's actor is. */
export function actorKindOf(actor: string): AuditActorKind {
  return actor === SERVER_COMMAND_ACTOR ? 'server-command' : 'operator';
}
