import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { EndedFolder } from '../folders/endings/ended-folder.entity.js';
import { FolderEndings } from '../folders/endings/folder-endings.js';
import { FolderGoneException } from '../folders/endings/folder-gone.exception.js';
import type { Folder } from '../folders/folder.entity.js';
import { CodeLookups } from '../folders/guessing/code-lookups.js';
import type { LookupCredentials } from '../folders/lookups/lookup-credentials.decorator.js';
import { FolderManagementService, type Manager } from '../sender-control/folder-management.service.js';
import { FolderPasswordGate } from '../folders/password/folder-password-gate.js';
import { CodeExchangeRelay } from './code-exchange-relay.js';
import {
  ExchangeRefusedException,
  NotEndToEndEncryptedException,
  RecipientExchangeEndedException,
  SenderAwayException,
  SenderExchangeEndedException,
  SenderSilentException,
} from './code-exchange.exceptions.js';
import type { CodeExchangeSessionResponseDto } from './dto/code-exchange-session.dto.js';
import type { RelayMessageResponseDto } from './dto/relay-message.dto.js';
import type { ExchangeStep } from './exchange-messages.js';
import type { SenderAnswer } from '../relay/message-relay.js';
import { answerFromSender } from '../relay/relay-polls.js';
import { RelayStoppingException } from '../relay/relay-stopping.exception.js';
import { RelayWaits } from '../relay/relay-timing.js';

/**
 * The code exchange's relay (docs/encryption.md): an untrusted pipe passing opaque messages between a recipient
 * who typed a share's code and the sender's open page. Starting an exchange is a code lookup, under the same
 * limits and guessing budget as any other; the sender's side is authorised like the rest of sender control.
 */
@Injectable()
export class CodeExchanges implements BeforeApplicationShutdown {
  /** Ends every wait when the app shuts down, so no request holds the shutdown up. */
  private readonly stopping = new AbortController();

  constructor(
    private readonly relay: CodeExchangeRelay,
    private readonly waits: RelayWaits,
    private readonly codeLookups: CodeLookups,
    private readonly passwords: FolderPasswordGate,
    private readonly management: FolderManagementService,
    private readonly endings: FolderEndings,
  ) {}

  /** A recipient starts an exchange with the sender of the share holding `code`, whose page must be open. */
  async start(
    code: string,
    { proofOfWork, password, client }: LookupCredentials,
  ): Promise<CodeExchangeSessionResponseDto> {
    const folder = await this.codeLookups.find(code, proofOfWork);
    await this.passwords.admit(folder, password, client);
    if (!folder.encrypted) throw new NotEndToEndEncryptedException();
    if (!(await this.relay.isSenderPresent(folder.id))) throw new SenderAwayException();
    return { data: { sessionId: await this.relay.open(folder.id) } };
  }

  /**
   * Passes a recipient's step to the sender's page and waits for its answer. The session ends with the last
   * answer, a refusal, a wait that ran out (the step cannot be sent again), or the sender's page closing.
   */
  async send(
    sessionId: string,
    step: ExchangeStep,
    message: string,
    clientGone: AbortSignal,
  ): Promise<RelayMessageResponseDto> {
    const folderId = await this.relay.send(sessionId, step, message);
    if (folderId === null) throw new RecipientExchangeEndedException();
    const { longPollMs, checkEveryMs } = this.waits;
    const answer = await answerFromSender(
      this.relay,
      { folderId, sessionId, step },
      { forMs: longPollMs, everyMs: checkEveryMs, signal: this.waitingFor(clientGone) },
    );
    if (answer === 'ended') throw new RecipientExchangeEndedException();
    if (answer === 'away') {
      await this.relay.end(sessionId);
      throw new SenderAwayException();
    }
    if (answer === undefined || 'refused' in answer || step === 'confirmation') await this.relay.end(sessionId);
    if (answer === undefined)
      throw this.stopping.signal.aborted ? new RelayStoppingException() : new SenderSilentException();
    if ('refused' in answer) throw new ExchangeRefusedException();
    return { data: { message: answer.message } };
  }

  /** The sender's page answers (or refuses) a recipient's step. */
  async answer(
    code: string,
    manager: Manager,
    sessionId: string,
    step: ExchangeStep,
    answer: SenderAnswer,
  ): Promise<void> {
    const folder = await this.senderFolder(code, manager);
    if (!(await this.relay.answer(folder.id, sessionId, step, answer))) throw new SenderExchangeEndedException();
  }

  beforeApplicationShutdown(): void {
    this.stopping.abort();
  }

  /** The manager's share, if it is live and end-to-end encrypted: 404 (the manager's), 410 or 409 otherwise. */
  async senderFolder(code: string, manager: Manager): Promise<Folder> {
    const folder = await this.management.findManaged(code, manager);
    if (folder instanceof EndedFolder) throw FolderGoneException.ofTombstone(folder);
    this.endings.assertOpen(folder);
    if (!folder.encrypted) throw new NotEndToEndEncryptedException();
    return folder;
  }

  /** A wait ends when the client goes away or the app shuts down. */
  private waitingFor(clientGone: AbortSignal): AbortSignal {
    return AbortSignal.any([clientGone, this.stopping.signal]);
  }
}
