import { Injectable } from '@nestjs/common';
import { RelayWakes, type WakeListener } from '../../relay/relay-wakes.js';

/** The wake topic of one share's changes. */
function topicOf(folderId: number): string {
  return `share:${folderId}`;
}

/**
 * Tells the pages watching a share (on any instance) that what they show of it changed: bytes arrived, a file
 * opened, the upload completed, the share ended. A change carries no data: a watcher reads the share again, as
 * its progress poll would. A change that cannot be announced is not an error: watchers look again on their own
 * every few seconds.
 */
@Injectable()
export class ShareChanges {
  constructor(private readonly wakes: RelayWakes) {}

  changed(folderId: number): Promise<void> {
    return this.wakes.wake(topicOf(folderId)).catch(() => undefined);
  }

  /** Hears of changes to any of the shares `folderIds`; close it once done. */
  listen(folderIds: readonly number[]): WakeListener {
    return this.wakes.listen(folderIds.map(topicOf));
  }
}
