import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import type { FolderRef } from '../folders/codes/folder-ref.js';
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
  DirectSenderBusyException,
  DirectSessionUnknownException,
} from './direct.exceptions.js';
import { DirectSessionQuota } from './direct-session-quota.js';
import type { DirectAvailabilityDto } from './dto/direct-ice.dto.js';
import type { DirectSessionDto, DirectSessionStartDto } from './dto/direct-offer.dto.js';
import { IceServers } from './ice-servers.js';
import { DirectReceipts } from './receipts/direct-receipts.js';

/** How a recipient's offer ended, as sharecode_direct_sessions_total counts it. */
type SessionOutcome = 'answered' | 'sender-away' | 'refused';

/**
 * A share's recipient, through its link (and a protected share's grant, as for its files): whether the
 * sender's device is there for a direct transfer, and a direct session with it: started (with the TURN
 * credentials of the session) while the sender's page is there, then the offer of a peer connection relayed
 * to that page. A session the page answered is recorded, so that files received through it can be counted.
 */
@Injectable()
export class DirectRecipients implements BeforeApplicationShutdown {
  /** Ends every wait when the app shuts down, so no request holds the shutdown up. */
  private readonly stopping = new AbortController();
  private readonly enabled: boolean;
  private readonly waitingPerShare: number;

  constructor(
    private readonly relay: DirectRelay,
    private readonly waits: DirectWaits,
    private readonly folders: FoldersService,
    private readonly grants: FolderGrants,
    private readonly quota: DirectSessionQuota,
    private readonly receipts: DirectReceipts,
    private readonly ice: IceServers,
    private readonly metrics: Metrics,
    config: AppConfig,
  ) {
    this.enabled = config.directTransfer.enabled;
    this.waitingPerShare = config.directTransfer.sessionLimits.waitingPerShare;
  }

  /** STUN servers only: TURN credentials come with a session (`start`), once the sender's page is there. */
  async availability(ref: FolderRef, grant: string | undefined): Promise<DirectAvailabilityDto> {
    const folder = await this.grantedFolder(ref, grant);
    const available = this.enabled && (await this.relay.isSenderPresent(folder.id));
    return { available, ...(this.enabled ? this.ice.withoutRelay() : { iceServers: [], iceTransportPolicy: 'all' }) };
  }

  /**
   * Starts a direct session with the sender's page, which must be there: its id and the ICE servers, TURN
   * credentials included, to gather the offer with. 429 past the client's or the share's sessions per minute,
   * or while DIRECT_WAITING_OFFERS_PER_SHARE of the share's sessions wait for the page.
   */
  async start(ref: FolderRef, grant: string | undefined, client: string): Promise<DirectSessionStartDto> {
    const folder = await this.grantedFolder(ref, grant);
    if (!this.enabled || !(await this.relay.isSenderPresent(folder.id))) throw this.ended('sender-away');
    await this.quota.admit(folder.id, client);
    const sessionId = await this.relay.openWithin(folder.id, this.waitingPerShare);
    if (sessionId === null) throw new DirectSenderBusyException(Math.ceil(this.waits.answerMs / 1000));
    return { sessionId, ...this.ice.forSession(sessionId) };
  }

  /**
   * Hands the offer of the share's session `sessionId` to a poll of the sender's page and waits
   * (DirectWaits.answerMs) for its answer; the session ends with it. 404 for a session that is over or not the
   * share's; sender-away when no page polls, it closes meanwhile, or it does not answer in time.
   */
  async offer(
    ref: FolderRef,
    grant: string | undefined,
    { sessionId, offer }: { sessionId: string; offer: string },
    clientGone: AbortSignal,
  ): Promise<DirectSessionDto> {
    const folder = await this.grantedFolder(ref, grant);
    if (!this.enabled) throw this.ended('sender-away');
    if ((await this.relay.send(sessionId, 'offer', offer, folder.id)) === null)
      throw new DirectSessionUnknownException();
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
    await this.receipts.answered(folder.id, sessionId);
    this.metrics.directSessions.labels('answered').inc();
    return { sessionId, answer: answer.message };
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
