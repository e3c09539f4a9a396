import type { RedisConnection } from '../redis/redis-connection.js';
import {
  type AnswerState,
  answerStateOf,
  MessageRelay,
  type RecipientMessage,
  type SenderAnswer,
  type SessionState,
  stateBefore,
} from './message-relay.js';
import { SESSION_TTL_MS } from './relay-timing.js';
import { newSessionId } from './session-id.js';

/** The recipient sends a step: only from the state before it, queued in the same breath. */
const SEND_SCRIPT = `
if redis.call('HGET', KEYS[1], 'state') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'state', ARGV[2])
redis.call('RPUSH', KEYS[2], ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[4])
return 1`;

/** The sender answers a step: only of its own share's session, and only the step awaiting an answer. */
const ANSWER_SCRIPT = `
local session = redis.call('HMGET', KEYS[1], 'folder', 'state')
if session[1] ~= ARGV[1] or session[2] ~= ARGV[2] then return 0 end
redis.call('HSET', KEYS[1], 'state', ARGV[3], 'answer', ARGV[4])
return 1`;

/**
 * The relay's state in Redis, shared by every instance. Every key has a TTL: a session lapses SESSION_TTL_MS
 * after its start (its fields keep that TTL), a presence when the time its poll gave it is up, an inbox
 * with the last session that wrote to it. Checks and changes of a session are one Lua script each, so two
 * instances never both act on one step; an inbox is read with LPOP, so each message reaches one poll.
 *
 * Keys start with the relay's namespace: `{namespace}:sender:{folder id}` (a presence),
 * `{namespace}:session:{id}` (a hash: `folder`, `state` (SessionState) and, once the sender answered,
 * `answer`) and `{namespace}:inbox:{folder id}` (a list of JSON RecipientMessages waiting for the sender).
 */
export class RedisRelay<Step extends string> extends MessageRelay<Step> {
  /** `steps`: the protocol's steps in order. */
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
    private readonly steps: readonly Step[],
  ) {
    super();
  }

  async markSenderPresent(folderId: number, forMs: number): Promise<void> {
    await this.redis.run((client) => client.set(this.senderKey(folderId), '1', 'PX', forMs));
  }

  async isSenderPresent(folderId: number): Promise<boolean> {
    return (await this.redis.run((client) => client.exists(this.senderKey(folderId)))) > 0;
  }

  async open(folderId: number): Promise<string> {
    const sessionId = newSessionId();
    const key = this.sessionKey(sessionId);
    const state: SessionState<Step> = 'started';
    await this.redis.run((client) =>
      client.multi().hset(key, 'folder', String(folderId), 'state', state).pexpire(key, SESSION_TTL_MS).exec(),
    );
    return sessionId;
  }

  async send(sessionId: string, step: Step, message: string): Promise<number | null> {
    const key = this.sessionKey(sessionId);
    const folder = await this.redis.run((client) => client.hget(key, 'folder'));
    if (folder === null) return null;
    const queued: RecipientMessage<Step> = { sessionId, step, message };
    const sent: SessionState<Step> = `${step}-sent`;
    const done = await this.redis.run((client) =>
      client.eval(
        SEND_SCRIPT,
        2,
        key,
        this.inboxKey(Number(folder)),
        stateBefore(this.steps, step),
        sent,
        JSON.stringify(queued),
        SESSION_TTL_MS,
      ),
    );
    return done === 1 ? Number(folder) : null;
  }

  async takeForSender(folderId: number): Promise<RecipientMessage<Step> | null> {
    for (;;) {
      const next = await this.redis.run((client) => client.lpop(this.inboxKey(folderId)));
      if (next === null) return null;
      const message = JSON.parse(next) as RecipientMessage<Step>;
      // Messages of sessions that ended meanwhile are dropped, not handed out.
      const state = await this.redis.run((client) => client.hget(this.sessionKey(message.sessionId), 'state'));
      if (state === `${message.step}-sent`) return message;
    }
  }

  async answer(folderId: number, sessionId: string, step: Step, answer: SenderAnswer): Promise<boolean> {
    const [state, message]: [SessionState<Step>, string] =
      'refused' in answer ? ['refused', ''] : [`${step}-answered`, answer.message];
    const done = await this.redis.run((client) =>
      client.eval(ANSWER_SCRIPT, 1, this.sessionKey(sessionId), String(folderId), `${step}-sent`, state, message),
    );
    return done === 1;
  }

  async answerTo(sessionId: string, step: Step): Promise<AnswerState> {
    const [state, answer] = await this.redis.run((client) =>
      client.hmget(this.sessionKey(sessionId), 'state', 'answer'),
    );
    return state === null ? 'ended' : answerStateOf(state as SessionState<Step>, step, answer ?? undefined);
  }

  async end(sessionId: string): Promise<void> {
    await this.redis.run((client) => client.del(this.sessionKey(sessionId)));
  }

  private senderKey(folderId: number): string {
    return `${this.namespace}:sender:${folderId}`;
  }

  private sessionKey(sessionId: string): string {
    return `${this.namespace}:session:${sessionId}`;
  }

  private inboxKey(folderId: number): string {
    return `${this.namespace}:inbox:${folderId}`;
  }
}
