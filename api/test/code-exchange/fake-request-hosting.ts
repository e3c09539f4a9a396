import { randomBytes } from 'node:crypto';
import { CodeSpace } from '../../src/code-space/code-space.js';
import { type HostedRequest, RequestHosting } from '../../src/code-exchange/request-hosting.js';
import { ApiException } from '../../src/errors/api-exception.js';
import type { TestApp } from '../support/test-app.js';

/** A file request as the fake holds it: its code (claimed in the app's code space) and requester key. */
export interface FakeRequest {
  id: number;
  code: string;
  requesterKey: string;
  /** False once it takes no more answers. */
  open: boolean;
}

/**
 * File requests as the code exchange sees them (RequestHosting), without the file-requests module: each request's
 * code is claimed in the app's code space, so no share of the test gets it.
 */
export class FakeRequestHosting extends RequestHosting {
  private readonly requests = new Map<string, FakeRequest>();
  private nextId = 1;

  /** A new open request of `app`. */
  async add(app: TestApp): Promise<FakeRequest> {
    const code = await app.app.get(CodeSpace).allocate('request', (claimed) => Promise.resolve(claimed));
    if (code === null) throw new Error('No code is free');
    const request = { id: this.nextId++, code, requesterKey: randomBytes(16).toString('base64url'), open: true };
    this.requests.set(code, request);
    return request;
  }

  /** The request takes no more answers (its requester ended it). */
  end(request: FakeRequest): void {
    request.open = false;
  }

  requestByCode(code: string): Promise<HostedRequest | null> {
    const request = this.requests.get(code);
    if (!request) return Promise.resolve(null);
    return request.open ? Promise.resolve({ id: request.id }) : Promise.reject(ended());
  }

  verifyRequester(code: string, requesterKey: string): Promise<HostedRequest> {
    const request = this.requests.get(code);
    if (!request) return Promise.reject(new ApiException('not_found', 'No file request has this code.'));
    if (request.requesterKey !== requesterKey)
      return Promise.reject(new ApiException('forbidden', "The requester key is not the file request's."));
    return request.open ? Promise.resolve({ id: request.id }) : Promise.reject(ended());
  }
}

function ended(): ApiException {
  return new ApiException('gone', 'The requester ended the file request.', { reason: 'ended' });
}
