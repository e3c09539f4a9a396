/** The operator console's shapes (/api/operator/…), from the generated API schema. */
import type { components } from '../api/schema';

type Schemas = components['schemas'];

export type OperatorFolderSummary = Schemas['OperatorFolderSummaryDto'];

export type Report = Schemas['ReportDto'];

export type OperatorFile = Schemas['OperatorFolderFileDto'];

export type OperatorFolder = Schemas['OperatorFolderDto'];

/** A reported file request: its state, its answers, and its sealed card (opened only with a reported link's key). */
export type OperatorFileRequest = Schemas['OperatorFileRequestDto'];

export type AuditEntry = Schemas['AuditEntryDto'];

/** POST /api/operator/blocked-files's answer (typed by hand until the route is in the generated schema). */
export interface BlockListImport {
  added: number;
  alreadyBlocked: number;
  invalidLines: number[];
}

/** Which reports the console lists. */
export type ReportFilter = 'open' | 'closed' | 'all';
