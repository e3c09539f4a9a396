import { useState, useSyncExternalStore } from 'react';
import { hasWebRtc } from '../../../lib/platform/web-rtc';
import type { DirectOnlyChoiceProps } from './direct-only-choice';

/** What a browser can do never changes while the page is open: nothing to subscribe to. */
const subscribeNothing = () => () => undefined;
const webRtcMissing = () => !hasWebRtc();
/** The prerendered page offers the choice; a browser without WebRTC turns it off once it runs. */
const offeredWhenPrerendered = () => false;

/**
 * The "Send directly only" choice of an upload page: off whenever the page opens (never remembered: a share that
 * ends with its page is a choice to make each time), and unavailable where the browser has no WebRTC.
 */
export function useDirectOnlyChoice(): DirectOnlyChoiceProps {
  const [enabled, setEnabled] = useState(false);
  const unavailable = useSyncExternalStore(subscribeNothing, webRtcMissing, offeredWhenPrerendered);
  return { enabled: enabled && !unavailable, onChange: setEnabled, unavailable };
}
