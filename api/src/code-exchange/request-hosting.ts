import { Injectable } from '@nestjs/common';
import { ApiException } from '../errors/api-exception.js';

/** A file request the code exchange hosts: its id, which names its relay inbox and its requester's presence. */
export interface HostedRequest {
  id: number;
}

/**
 * What the code exchange needs to know of file requests, which the file-requests module owns: a request's code
 * may start an exchange with its requester's open page (docs/design/file-requests.md §1.5), and that page hosts
 * the exchanges of its request through the live poll, authorised by the request's requester key. An abstract
 * class, so that it is also the injection token: the module providing it replaces NoRequestHosting.
 */
export abstract class RequestHosting {
  /**
   * The request with this code, when it still takes answers; null when no request holds the code (it is then
   * looked up as a share's). Rejects with the request's own HttpException (410 and why) for a request that no
   * longer takes answers: not a wrong guess, so it is not counted as one.
   */
  abstract requestByCode(code: string): Promise<HostedRequest | null>;

  /**
   * The request `code` names, if `requesterKey` is its requester key (the one its creation answered) and it
   * still takes answers. Rejects with an HttpException otherwise: 404 for a code no request holds, 403 for a
   * wrong key (both count against the client's failed key lookups, here), 410 for a request that ended.
   */
  abstract verifyRequester(code: string, requesterKey: string): Promise<HostedRequest>;
}

/** Until a module provides file requests: no code is a request's, and no requester key is right. */
class NoRequestHosting extends RequestHosting {
  requestByCode(): Promise<HostedRequest | null> {
    return Promise.resolve(null);
  }

  verifyRequester(): Promise<HostedRequest> {
    return Promise.reject(new ApiException('not_found', 'No file request has this code and requester key.'));
  }
}

/**
 * The RequestHosting this process uses: NoRequestHosting until the module that owns file requests hands over its
 * own at start-up (`use`). A slot rather than an import of that module, which imports this one for the port.
 */
@Injectable()
export class RequestHostingSlot extends RequestHosting {
  private hosting: RequestHosting = new NoRequestHosting();

  use(hosting: RequestHosting): void {
    this.hosting = hosting;
  }

  requestByCode(code: string): Promise<HostedRequest | null> {
    return this.hosting.requestByCode(code);
  }

  verifyRequester(code: string, requesterKey: string): Promise<HostedRequest> {
    return this.hosting.verifyRequester(code, requesterKey);
  }
}
