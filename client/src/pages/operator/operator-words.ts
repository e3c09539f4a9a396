import { useCallback } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { wordsOf } from '../../lib/i18n/value-words';
import { ageOf } from '../../lib/moderation/age';
import type { OperatorFileRequest, OperatorFolder, Report } from '../../lib/moderation/operator-types';
import { shareStatusWords } from '../../lib/moderation/share-status-words';
import type { ShareStatus } from '../../lib/moderation/types';

type ReportState = Report['state'];
type ScanState = NonNullable<NonNullable<OperatorFolder['scan']>['state']>;
type RequestStatus = OperatorFileRequest['status'];

/** A report's state: one message per value of the API's union. */
const REPORT_STATE_WORDS = defineMessages<Record<ReportState, NoMessageValues>>({
  open: { id: 'operator.reports.stateOpen', defaultMessage: 'Open' },
  dismissed: { id: 'operator.reports.stateDismissed', defaultMessage: 'Dismissed' },
  actioned: { id: 'operator.reports.stateActioned', defaultMessage: 'Actioned' },
});

/** What the malware scanner made of a share: one message per value of the API's union. */
const SCAN_WORDS = defineMessages<Record<ScanState, NoMessageValues>>({
  checking: { id: 'operator.share.scanChecking', defaultMessage: 'Being checked' },
  clean: { id: 'operator.share.scanClean', defaultMessage: 'Clean' },
  infected: { id: 'operator.share.scanInfected', defaultMessage: 'Malware found' },
  unscanned: { id: 'operator.share.scanUnscanned', defaultMessage: 'Not scanned' },
});

/** A file request's status: one message per value of the API's union. */
const REQUEST_STATUS_WORDS = defineMessages<Record<RequestStatus, NoMessageValues>>({
  open: { id: 'operator.request.statusOpen', defaultMessage: 'Taking files' },
  ended: { id: 'operator.request.statusEnded', defaultMessage: 'Ended by its requester' },
  expired: { id: 'operator.request.statusExpired', defaultMessage: 'Closed' },
  removed: { id: 'operator.request.statusRemoved', defaultMessage: 'Removed' },
});

const OTHER = defineMessages({
  /** A state a newer server sent that this page does not know yet. */
  unknownState: { id: 'operator.unknownState', defaultMessage: 'Unknown state' },
});

/** A share's status in words, in the page's language; a report naming no share says so. */
export function useShareStatusWords(): (status: ShareStatus | undefined) => string {
  const intl = useIntl();
  return useCallback((status) => shareStatusWords(status, intl), [intl]);
}

/** A report's state in words ("Open", "Dismissed", "Actioned"), in the page's language. */
export function useReportStateWords(): (state: ReportState) => string {
  const intl = useIntl();
  return useCallback((state) => intl.formatMessage(wordsOf(REPORT_STATE_WORDS, state, OTHER.unknownState)), [intl]);
}

/** A file request's status in words ("Taking files", "Closed"…), in the page's language. */
export function useRequestStatusWords(): (status: RequestStatus) => string {
  const intl = useIntl();
  return useCallback((status) => intl.formatMessage(wordsOf(REQUEST_STATUS_WORDS, status, OTHER.unknownState)), [intl]);
}

/**
 * What the malware scanner made of a share, in the page's language: a share made while no scanner was configured
 * (no scan) was not scanned.
 */
export function useScanWords(): (scan: OperatorFolder['scan']) => string {
  const intl = useIntl();
  return useCallback(
    (scan) =>
      intl.formatMessage(scan?.state ? wordsOf(SCAN_WORDS, scan.state, OTHER.unknownState) : SCAN_WORDS.unscanned),
    [intl],
  );
}

/**
 * How long ago an instant was, in the largest whole unit ("just now", "5 min ago", "3 h ago", "2 days ago"), in
 * the page's language, its figures in ASCII digits.
 */
export function useAge(): (iso: string) => string {
  const intl = useIntl();
  return useCallback((iso) => ageOf(iso, Date.now(), intl), [intl]);
}
