import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import type { FolderRef } from '../folders/codes/folder-ref.js';
import { DownloadsService } from '../folders/downloads/downloads.service.js';
import type { Folder } from '../folders/folder.entity.js';
import { FoldersService } from '../folders/folders.service.js';
import { FolderGrants } from '../folders/password/folder-grants.js';
import { FolderPasswordRequiredException } from '../folders/password/folder-password.js';
import { Metrics } from '../metrics/metrics.js';
import { answerFromSender } from '../relay/relay-polls.js';
import { RelayStoppingException } from '../relay/relay-stopping.exception.js';
import { DirectRelay, DirectWaits } from './direct-relay.js';
import {
  DirectRefusedException,
  DirectSenderAwayException,
  DirectTransferOffException,
  ReceivedSizeMismatchException,
} from './direct.exceptions.js';
import type { DirectAvailabilityDto } from './dto/direct-ice.dto.js';
import type { DirectSessionDto } from './dto/direct-offer.dto.js';
import { IceServers } from './ice-servers.js';

/** How a recipient's offer ended, as sharecode_direct_sessions_total counts it. */
type SessionOutcome = 'answered' | 'sender-away' | 'refused';

/**
 * A share's recipient, through its link (and a protected share's grant, as for its files): whether the
 * sender's device is there for a direct transfer, the offer of a peer connection relayed to it, and the files
 * that then came straight from it, counted as downloads.
 */
@Injectable()
export class DirectRecipients implements BeforeApplicationShutdown {
  /** Ends every wait when the app shuts down, so no request holds the shutdown up. */
  private readonly stopping = new AbortController();
  private readonly enabled: boolean;

  constructor(
    private readonly relay: DirectRelay,
    private readonly waits: DirectWaits,
    private readonly folders: FoldersService,
    private readonly grants: FolderGrants,
    private readonly downloads: DownloadsService,
    private readonly ice: IceServers,
    private readonly metrics: Metrics,
    config: AppConfig,
  ) {
    this.enabled = config.directTransfer.enabled;
  }

  /** TURN credentials come with every answer, so a page can connect as soon as the sender is there. */
  async availability(ref: FolderRef, grant: string | undefined): Promise<DirectAvailabilityDto> {
    const folder = await this.grantedFolder(ref, grant);
    const available = this.enabled && (await this.relay.isSenderPresent(folder.id));
    return { available, ...(this.enabled ? this.ice.forPage() : { iceServers: [], iceTransportPolicy: 'all' }) };
  }

  /**
   * Hands the offer to a poll of the sender's page and waits (DirectWaits.answerMs) for its answer; the
   * session ends with it. Sender-away when no page polls, it closes meanwhile, or it does not answer in time.
   */
  async offer(
    ref: FolderRef,
    grant: string | undefined,
    offer: string,
    clientGone: AbortSignal,
  ): Promise<DirectSessionDto> {
    const folder = await this.grantedFolder(ref, grant);
    if (!this.enabled || !(await this.relay.isSenderPresent(folder.id))) throw this.ended('sender-away');
    const sessionId = await this.relay.open(folder.id);
    await this.relay.send(sessionId, 'offer', offer);
    const { answerMs, checkEveryMs } = this.waits;
    const answer = await answerFromSender(
      this.relay,
      { folderId: folder.id, sessionId, step: 'offer' },
      { forMs: answerMs, everyMs: checkEveryMs, signal: AbortSignal.any([clientGone, this.stopping.signal]) },
    );
    await this.relay.end(sessionId);
    if (answer === undefined && this.stopping.signal.aborted) throw new RelayStoppingException();
    // The recipient left: nobody reads this answer, and the sender was not away.
    if (answer === undefined && clientGone.aborted) throw new DirectSenderAwayException();
    if (answer === undefined || answer === 'away' || answer === 'ended') throw this.ended('sender-away');
    if ('refused' in answer) throw this.ended('refused');
    this.metrics.directSessions.labels('answered').inc();
    return { sessionId, answer: answer.message };
  }

  /**
   * A file the recipient's page received directly and checked: a download like any other for the sender's
   * counts and the `download` retention (which may end the share now), its bytes counted apart from ours.
   */
  async received(ref: FolderRef, grant: string | undefined, fileId: number, bytes: number): Promise<void> {
    if (!this.enabled) throw new DirectTransferOffException();
    const { folder, file } = await this.downloads.grantedFile(ref, fileId, grant);
    if (bytes !== file.filesize) throw new ReceivedSizeMismatchException(file.filesize);
    await this.folders.recordCompleteDownload(folder, [file.id], 'file');
    this.metrics.directBytes.inc(bytes);
  }

  beforeApplicationShutdown(): void {
    this.stopping.abort();
  }

  /** A live share through its link: 404, 410 once it ended, 401 for a protected share without its grant. */
  private async grantedFolder(ref: FolderRef, grant: string | undefined): Promise<Folder> {
    const folder = await this.folders.findLive(ref);
    if (folder.passwordHash !== null && !this.grants.isValid(folder, grant))
      throw new FolderPasswordRequiredException(folder.code);
    return folder;
  }

  /** Counts an offer that got no answer, and says why to the recipient. */
  private ended(outcome: Exclude<SessionOutcome, 'answered'>): Error {
    this.metrics.directSessions.labels(outcome).inc();
    return outcome === 'refused' ? new DirectRefusedException() : new DirectSenderAwayException();
  }
}
