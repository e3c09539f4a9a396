import type { ReactNode } from 'react';
import type { RecentShare } from './upload-queue/upload-queue';
import { QueuedUploads } from './queued-uploads';
import { RecentShares } from './recent-shares';
import type { useUploadQueue } from './use-upload-queue';

interface SenderSharesProps {
  upload: ReturnType<typeof useUploadQueue>;
  online: boolean;
  onShow: (share: RecentShare) => void;
  /** What the page adds under a live share's status (see RecentShares). */
  liveStatus?: (folderCode: string) => ReactNode;
  className?: string;
}

/** What this device is sending and has shared: the uploads still queued, then Recent shares. */
export function SenderShares({ upload, online, onShow, liveStatus, className }: SenderSharesProps) {
  return (
    <div className={className}>
      <QueuedUploads
        items={upload.queue}
        online={online}
        onCancel={(id) => void upload.cancelQueued(id)}
        onDismiss={(id) => void upload.dismissFailed(id)}
      />
      <RecentShares
        shares={upload.recent}
        sending={upload.sending}
        onShow={onShow}
        onForget={(id) => void upload.forget(id)}
        onCancel={(id) => void upload.cancelQueued(id)}
        liveStatus={liveStatus}
      />
    </div>
  );
}
