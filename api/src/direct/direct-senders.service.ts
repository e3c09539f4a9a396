import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { EndedFolder } from '../folders/endings/ended-folder.entity.js';
import { FolderEndings } from '../folders/endings/folder-endings.js';
import { FolderGoneException } from '../folders/endings/folder-gone.exception.js';
import type { Folder } from '../folders/folder.entity.js';
import { FolderManagementService, type Manager } from '../sender-control/folder-management.service.js';
import type { SenderAnswer } from '../relay/message-relay.js';
import { DirectRelay } from './direct-relay.js';
import { DirectSessionEndedException, DirectTransferOffException } from './direct.exceptions.js';
import type { PendingOfferDto } from './dto/pending-offer.dto.js';
import { IceServers } from './ice-servers.js';

/**
 * The sender's page of a share, authorised like the rest of sender control (management key or the owner's
 * session): the recipients' offers reach it on the page's live poll (LiveSenders), and it answers them here.
 * Plain and end-to-end encrypted shares alike: the bytes' secrecy is the pages' business.
 */
@Injectable()
export class DirectSenders {
  private readonly enabled: boolean;

  constructor(
    private readonly relay: DirectRelay,
    private readonly management: FolderManagementService,
    private readonly endings: FolderEndings,
    private readonly ice: IceServers,
    config: AppConfig,
  ) {
    this.enabled = config.directTransfer.enabled;
  }

  /** A recipient's offer as the sender's page gets it: with ICE servers to answer it. */
  pendingOffer({ sessionId, message }: { sessionId: string; message: string }): PendingOfferDto {
    return { sessionId, offer: message, ...this.ice.forSession(sessionId) };
  }

  /** The sender page's answer to an offer (or its refusal), for the recipient waiting for it. */
  async answer(code: string, manager: Manager, sessionId: string, answer: SenderAnswer): Promise<void> {
    const folder = await this.senderFolder(code, manager);
    if (!(await this.relay.answer(folder.id, sessionId, 'offer', answer))) throw new DirectSessionEndedException();
  }

  /** The manager's share, if direct transfer is on and the share is live: 404 (the manager's) or 410 otherwise. */
  async senderFolder(code: string, manager: Manager): Promise<Folder> {
    if (!this.enabled) throw new DirectTransferOffException();
    const folder = await this.management.findManaged(code, manager);
    if (folder instanceof EndedFolder) throw FolderGoneException.ofTombstone(folder);
    return this.endings.assertOpen(folder);
  }
}
