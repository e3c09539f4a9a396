import { jsonResponse } from './mock-fetch';

interface LivePollBody {
  managed?: Array<{ code: string; etag?: string }>;
}

/**
 * POST /api/live as a sender's page meets it when it follows its shares' state: each poll answers at once with
 * the followed shares whose state differs from the ETag the page sent, else waits until `changed()` (or the page
 * drops the poll). A share's state is whatever `stateOf` says now; its JSON serves as its ETag.
 */
export class FakeLiveStates {
  private readonly wakes = new Set<() => void>();

  constructor(private readonly stateOf: (code: string) => object | undefined) {}

  /** A state changed: the waiting polls look again. */
  changed(): void {
    for (const wake of [...this.wakes]) wake();
  }

  async answer(init: RequestInit | undefined): Promise<Response> {
    const { managed = [] } = JSON.parse(init?.body as string) as LivePollBody;
    for (;;) {
      const states = managed.flatMap(({ code, etag }) => {
        const state = this.stateOf(code);
        const tag = JSON.stringify(state);
        if (tag === etag) return [];
        return [state ? { code, etag: tag, state } : { code, status: 404, error: { message: 'Unknown.' } }];
      });
      if (states.length > 0) return jsonResponse({ data: { gone: [], states } });
      await new Promise<void>((resolve, reject) => {
        const wake = () => (this.wakes.delete(wake), resolve());
        this.wakes.add(wake);
        init?.signal?.addEventListener(
          'abort',
          () => (this.wakes.delete(wake), reject(new DOMException('Aborted', 'AbortError'))),
          { once: true },
        );
      });
    }
  }
}
