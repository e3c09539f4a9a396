import { percentOf, type DownloadRoadState } from './use-direct-downloads';
import { useSendingDirectly } from './sending-status';
import styles from './direct.module.css';

const ROAD_TEXT = {
  direct: "Directly from the sender's device",
  server: 'Through Sharecode',
} as const;

const SENDING_DIRECTLY_TEXT = "Sending directly to a recipient's device";

/** Beside a file's Download: the road its bytes take, and while they come directly, how far they got. */
export function DownloadRoad({ state }: { state: DownloadRoadState | undefined }) {
  if (!state) return null;
  const percent = percentOf(state.received, state.size);
  return (
    <span className={styles.road} role="status" data-testid="download-road" data-road={state.road}>
      <span>{ROAD_TEXT[state.road]}</span>
      {state.road === 'direct' && !state.done && <span className={styles.percent}>{percent}%</span>}
    </span>
  );
}

/** The sender's line while this page sends a file of the share straight to a recipient's device. */
export function SendingDirectlyStatus({ folderCode }: { folderCode: string }) {
  const sending = useSendingDirectly(folderCode);
  return (
    <span className={styles.sending} role="status" data-testid="sending-directly">
      {sending ? SENDING_DIRECTLY_TEXT : ''}
    </span>
  );
}
