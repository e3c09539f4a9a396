import { Alert } from '../../../components/alert/alert';

const CHECKING_CODE_TITLE = 'Checking this code… many wrong codes were tried recently.';
const CHECKING_CODE_WAY_OUT = 'This takes a few seconds — or open the link or scan the QR, which always work.';

/**
 * Shown while a code lookup proves work: the server slows code lookups down after many wrong guesses, and
 * this says why the wait, and that the share's link and QR are not slowed.
 */
export function CheckingCode({ className }: { className?: string }) {
  return (
    <Alert tone="info" role="status" title={CHECKING_CODE_TITLE} className={className}>
      <p>{CHECKING_CODE_WAY_OUT}</p>
    </Alert>
  );
}
