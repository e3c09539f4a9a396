import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { EndedFolder } from '../folders/endings/ended-folder.entity.js';
import { FolderEndings } from '../folders/endings/folder-endings.js';
import { FolderGoneException } from '../folders/endings/folder-gone.exception.js';
import type { Folder } from '../folders/folder.entity.js';
import { FoldersService } from '../folders/folders.service.js';
import { CodeLookups } from '../folders/guessing/code-lookups.js';
import type { LookupCredentials } from '../folders/lookups/lookup-credentials.decorator.js';
import { FolderManagementService, type Manager } from '../sender-control/folder-management.service.js';
import { FolderPasswordGate } from '../folders/password/folder-password-gate.js';
import { CodeExchangeRelay, RequestExchangeRelay } from './code-exchange-relay.js';
import {
  ExchangeRefusedException,
  NotEndToEndEncryptedException,
  RecipientExchangeEndedException,
  RequesterAwayException,
  SenderAwayException,
  SenderExchangeEndedException,
  SenderSilentException,
} from './code-exchange.exceptions.js';
import type { CodeExchangeSessionResponseDto } from './dto/code-exchange-session.dto.js';
import type { RelayMessageResponseDto } from './dto/relay-message.dto.js';
import type { ExchangeStep } from './exchange-messages.js';
import type { ExchangeKind } from './exchange-kinds.js';
import { type HostedRequest, RequestHosting } from './request-hosting.js';
import { RequesterCredentials } from './requester-credentials.js';
import type { MessageRelay, SenderAnswer } from '../relay/message-relay.js';
import { answerFromSender } from '../relay/relay-polls.js';
import { RelayStoppingException } from '../relay/relay-stopping.exception.js';
import { RelayWaits } from '../relay/relay-timing.js';

/** What a code names for the exchange: a share, or a file request (RequestHosting says which). */
type ExchangeHost = { kind: 'share'; folder: Folder } | { kind: 'request'; request: HostedRequest };

/** A session found on one of the two relays: which, and the share's or request's id it belongs to. */
interface FoundSession {
  kind: ExchangeKind;
  relay: MessageRelay<ExchangeStep>;
  hostId: number;
}

/**
 * The code exchange's relay (docs/encryption.md): an untrusted pipe passing opaque messages between a recipient
 * who typed a share's code and the sender's open page, or an uploader who typed a file request's code and the
 * requester's open page. Starting an exchange is a code lookup, under the same limits and guessing budget as any
 * other, whichever it names; the sender's side is authorised like the rest of sender control, the requester's by
 * its requester key.
 */
@Injectable()
export class CodeExchanges implements BeforeApplicationShutdown {
  /** Ends every wait when the app shuts down, so no request holds the shutdown up. */
  private readonly stopping = new AbortController();

  constructor(
    private readonly relay: CodeExchangeRelay,
    private readonly requestRelay: RequestExchangeRelay,
    private readonly requests: RequestHosting,
    private readonly requesters: RequesterCredentials,
    private readonly folders: FoldersService,
    private readonly waits: RelayWaits,
    private readonly codeLookups: CodeLookups,
    private readonly passwords: FolderPasswordGate,
    private readonly management: FolderManagementService,
    private readonly endings: FolderEndings,
  ) {}

  /**
   * A recipient starts an exchange with the sender of the share holding `code`, or an uploader with the
   * requester of the file request holding it, whose page must be open.
   */
  async start(
    code: string,
    { proofOfWork, password, client }: LookupCredentials,
  ): Promise<CodeExchangeSessionResponseDto> {
    const host = await this.codeLookups.lookUp(proofOfWork, () => this.hostOf(code));
    if (host.kind === 'request') {
      if (!(await this.requestRelay.isSenderPresent(host.request.id))) throw new RequesterAwayException();
      return { data: { sessionId: await this.requestRelay.open(host.request.id) } };
    }
    const { folder } = host;
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
    const found = await this.sent(sessionId, step, message);
    if (!found) throw new RecipientExchangeEndedException();
    const { relay, hostId: folderId } = found;
    const { longPollMs, checkEveryMs } = this.waits;
    const answer = await answerFromSender(
      relay,
      { folderId, sessionId, step },
      { forMs: longPollMs, everyMs: checkEveryMs, signal: this.waitingFor(clientGone) },
    );
    if (answer === 'ended') throw new RecipientExchangeEndedException();
    if (answer === 'away') {
      await relay.end(sessionId);
      throw found.kind === 'request' ? new RequesterAwayException() : new SenderAwayException();
    }
    if (answer === undefined || 'refused' in answer || step === 'confirmation') await relay.end(sessionId);
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

  /** The requester's page answers (or refuses) an uploader's step for its request. */
  async answerAsRequester(
    { code, requesterKey, client }: { code: string; requesterKey: string; client: string },
    sessionId: string,
    step: ExchangeStep,
    answer: SenderAnswer,
  ): Promise<void> {
    const request = await this.requesters.verify(code, requesterKey, client);
    if (!(await this.requestRelay.answer(request.id, sessionId, step, answer))) {
      throw new SenderExchangeEndedException();
    }
  }

  beforeApplicationShutdown(): void {
    this.stopping.abort();
  }

  /** The file request holding `code`, else the live share holding it (UnknownFolderCodeException: neither). */
  private async hostOf(code: string): Promise<ExchangeHost> {
    const request = await this.requests.requestByCode(code);
    if (request) return { kind: 'request', request };
    return { kind: 'share', folder: await this.folders.findLive({ kind: 'code', code }) };
  }

  /**
   * Queues the recipient's step on the relay its session was opened on (session ids are random, so at most one
   * knows it); null when neither does, or the step is not the one the session expects.
   */
  private async sent(sessionId: string, step: ExchangeStep, message: string): Promise<FoundSession | null> {
    for (const [kind, relay] of [
      ['share', this.relay],
      ['request', this.requestRelay],
    ] as const) {
      const hostId = await relay.send(sessionId, step, message);
      if (hostId !== null) return { kind, relay, hostId };
    }
    return null;
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
