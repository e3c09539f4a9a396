/**
 * Moderation's shapes, from the generated API schema: what POST /api/reports takes and answers, and what a
 * share's state says of its removal or malware check.
 */
import type { components } from '../api/schema';

type Schemas = components['schemas'];

/** Why someone reports a share, and why an operator removes one. */
export type ReportCategory = Schemas['CreateReportDto']['category'];

/** What a report names: a share, or a file request (whose uploaders open its `/r/…` link). */
export type ReportSubject = 'share' | 'request';

/** POST /api/reports. `target` is a share URL, link or 4-digit code, exactly as the reporter gave it. */
export type ReportPayload = Schemas['CreateReportDto'];

/** The receipt of a report: its reference (e.g. "R-7K3Q-9M2X") and when it arrived. */
export type ReportReceipt = Schemas['ReportReceiptDto'];

export type ShareStatus = Schemas['OperatorFolderDto']['status'];

/** The operators' statement of reasons for a removal. */
export type Removal = Schemas['FolderRemovalDto'];

export type ScanFinding = Schemas['ScanFindingDto'];

/** What the malware scanner made of a share. */
export type ScanReport = Schemas['ScanSummaryDto'];
