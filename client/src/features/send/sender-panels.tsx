import type { ComponentType, ReactNode } from 'react';
import { SenderShares } from './sender-shares';
import { ShareModal, type ShareModalProps } from './share-modal';
import type { RecentShare } from './upload-queue/upload-queue';
import type { SendFlow } from './use-send-flow';

interface SenderPanelsProps {
  flow: SendFlow;
  /** What the page shows under a live share's status (how its files go out directly, from features/live). */
  LiveStatus: ComponentType<{ folderCode: string }>;
  className?: string;
  copyFeedback?: ShareModalProps['copyFeedback'];
  /** What the page adds to the share dialog below the share's details. */
  extra?: (share: RecentShare) => ReactNode;
}

/** Below a sending page's panels: what this device is sending and has shared, and the share dialog. */
export function SenderPanels({ flow, LiveStatus, className, copyFeedback, extra }: SenderPanelsProps) {
  const { popup } = flow;
  const liveStatus = (folderCode: string) => <LiveStatus folderCode={folderCode} />;
  return (
    <>
      <SenderShares
        upload={flow.upload}
        online={flow.online}
        onShow={popup.show}
        liveStatus={liveStatus}
        className={className}
      />
      <ShareModal
        result={popup.shown}
        sending={popup.shownSending}
        onCancelUpload={popup.cancelShown}
        onClose={popup.close}
        liveStatus={liveStatus}
        copyFeedback={copyFeedback}
      >
        {popup.shown && extra?.(popup.shown)}
      </ShareModal>
    </>
  );
}
