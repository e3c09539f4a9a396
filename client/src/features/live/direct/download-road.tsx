import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { percentOf, type DownloadRoadState } from './use-direct-downloads';
import { useSendingDirectly } from './sending-status';
import styles from './direct.module.css';

const ROAD_TEXT = defineMessages({
  direct: { id: 'live.downloadRoad.direct', defaultMessage: "Directly from the sender's device" },
  server: { id: 'live.downloadRoad.server', defaultMessage: 'Through Sharecode' },
});

/** Beside a file's Download: the road its bytes take, and while they come directly, how far they got. */
export function DownloadRoad({ state }: { state: DownloadRoadState | undefined }) {
  const intl = useIntl();
  if (!state) return null;
  if (state.road === 'unreachable')
    return (
      <span className={styles.unreachable} role="alert" data-testid="download-road" data-road="unreachable">
        {/* A share sent directly only whose sender's device could not be reached: said plainly, with what to do. */}
        <FormattedMessage
          id="live.downloadRoad.unreachable"
          defaultMessage="The sender's device can't be reached directly, so this file can't come: Sharecode holds no copy of it. Ask the sender to keep their page open, then press Download again."
        />
      </span>
    );
  const percent = percentOf(state.received, state.size);
  return (
    <span className={styles.road} role="status" data-testid="download-road" data-road={state.road}>
      <span>{intl.formatMessage(ROAD_TEXT[state.road])}</span>
      {state.road === 'direct' && !state.done && (
        <span className={styles.percent}>
          <FormattedMessage id="live.downloadRoad.percent" defaultMessage="{percent}%" values={{ percent }} />
        </span>
      )}
    </span>
  );
}

/** The sender's line while this page sends a file of the share straight to a recipient's device. */
export function SendingDirectlyStatus({ folderCode }: { folderCode: string }) {
  const sending = useSendingDirectly(folderCode);
  return (
    <span className={styles.sending} role="status" data-testid="sending-directly">
      {sending ? (
        <FormattedMessage id="live.sendingDirectly.status" defaultMessage="Sending directly to a recipient's device" />
      ) : (
        ''
      )}
    </span>
  );
}
