import type { RedisConnection } from '../redis/redis-connection.js';
import {
  type AnswerState,
  answerStateOf,
  MessageRelay,
  type RecipientMessage,
  type SenderAnswer,
  type SenderMessage,
  type SessionState,
  stateBefore,
} from './message-relay.js';
import { SESSION_TTL_MS } from './relay-timing.js';
import type { PresenceBook } from './presence-book.js';
import type { RelayWakes } from './relay-wakes.js';
import { newSessionId } from './session-id.js';

/**
 * A session starts unless `max` of its share's sessions are waiting: the share's waiting set (a sorted set of
 * session ids by expiry) first drops those that expired.
 */
const OPEN_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], tonumber(ARGV[1]) + tonumber(ARGV[5]), ARGV[6])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
redis.call('HSET', KEYS[2], 'folder', ARGV[3], 'state', ARGV[4])
redis.call('PEXPIRE', KEYS[2], ARGV[5])
return 1`;

/** The recipient sends a step: only from the state before it, queued in the same breath. */
const SEND_SCRIPT = `
if redis.call('HGET', KEYS[1], 'state') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'state', ARGV[2])
redis.call('RPUSH', KEYS[2], ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[4])
return 1`;

/**
 * The sender answers a step: only of its own share's session, and only the step awaiting an answer. A refusal
 * or the answer to the last step frees the session's place in its share's waiting set.
 */
const ANSWER_SCRIPT = `
local session = redis.call('HMGET', KEYS[1], 'folder', 'state')
if session[1] ~= ARGV[1] or session[2] ~= ARGV[2] then return 0 end
redis.call('HSET', KEYS[1], 'state', ARGV[3], 'answer', ARGV[4])
if ARGV[5] == '1' then redis.call('ZREM', KEYS[2], ARGV[6]) end
return 1`;

/**
 * The relay's state in Redis, shared by every instance. Every key has a TTL: a session lapses sessionTtlMs
 * after its start (its fields keep that TTL), an inbox with the last session that wrote to it. Presences are the
 * presence book's (presence-book.ts), shared by every protocol. Checks and changes of a session are one Lua script each, so two
 * instances never both act on one step; an inbox is read with LPOP, so each message reaches one poll.
 *
 * Keys start with the relay's namespace: `{namespace}:session:{id}` (a hash: `folder`, `state` (SessionState) and, once the sender answered,
 * `answer`), `{namespace}:inbox:{folder id}` (a list of JSON RecipientMessages waiting for the sender) and
 * `{namespace}:waiting:{folder id}` (the share's waiting sessions, scored by when they expire).
 */
export class RedisRelay<Step extends string> extends MessageRelay<Step> {
  /** `steps`: the protocol's steps in order. A session lives `sessionTtlMs` from its start. */
  constructor(
    private readonly redis: RedisConnection,
    wakes: RelayWakes,
    presences: PresenceBook,
    namespace: string,
    private readonly steps: readonly Step[],
    private readonly sessionTtlMs = SESSION_TTL_MS,
  ) {
    super(wakes, presences, namespace);
  }

  async openWithin(folderId: number, max: number): Promise<string | null> {
    const sessionId = newSessionId();
    const state: SessionState<Step> = 'started';
    const opened = await this.redis.run((client) =>
      client.eval(
        OPEN_SCRIPT,
        2,
        this.waitingKey(folderId),
        this.sessionKey(sessionId),
        Date.now(),
        max,
        String(folderId),
        state,
        this.sessionTtlMs,
        sessionId,
      ),
    );
    return opened === 1 ? sessionId : null;
  }

  async send(sessionId: string, step: Step, message: string, folderId?: number): Promise<number | null> {
    const key = this.sessionKey(sessionId);
    const folder = await this.redis.run((client) => client.hget(key, 'folder'));
    if (folder === null || (folderId !== undefined && Number(folder) !== folderId)) return null;
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
        this.sessionTtlMs,
      ),
    );
    if (done !== 1) return null;
    await this.wakes.wake(this.inboxTopic(Number(folder)));
    return Number(folder);
  }

  async takeForSenders(folderIds: readonly number[]): Promise<SenderMessage<Step> | null> {
    if (folderIds.length === 0) return null;
    const inboxes = folderIds.map((id) => this.inboxKey(id));
    for (;;) {
      // One command over every inbox, however many shares the page hosts (Redis 7's LMPOP).
      const taken = (await this.redis.run((client) => client.call('LMPOP', inboxes.length, ...inboxes, 'LEFT'))) as
        [string, [string]] | null;
      if (!taken) return null;
      const message = JSON.parse(taken[1][0]) as RecipientMessage<Step>;
      // Messages of sessions that ended meanwhile are dropped, not handed out.
      const state = await this.redis.run((client) => client.hget(this.sessionKey(message.sessionId), 'state'));
      if (state !== `${message.step}-sent`) continue;
      // LMPOP names the key with the connection's prefix.
      const folderId = folderIds[inboxes.findIndex((inbox) => taken[0].endsWith(inbox))];
      return { ...message, folderId };
    }
  }

  async answer(folderId: number, sessionId: string, step: Step, answer: SenderAnswer): Promise<boolean> {
    const [state, message]: [SessionState<Step>, string] =
      'refused' in answer ? ['refused', ''] : [`${step}-answered`, answer.message];
    const over = 'refused' in answer || step === this.steps[this.steps.length - 1] ? '1' : '0';
    const done = await this.redis.run((client) =>
      client.eval(
        ANSWER_SCRIPT,
        2,
        this.sessionKey(sessionId),
        this.waitingKey(folderId),
        String(folderId),
        `${step}-sent`,
        state,
        message,
        over,
        sessionId,
      ),
    );
    if (done !== 1) return false;
    await this.wakes.wake(this.sessionTopic(sessionId));
    return true;
  }

  async answerTo(sessionId: string, step: Step): Promise<AnswerState> {
    const [state, answer] = await this.redis.run((client) =>
      client.hmget(this.sessionKey(sessionId), 'state', 'answer'),
    );
    return state === null ? 'ended' : answerStateOf(state as SessionState<Step>, step, answer ?? undefined);
  }

  async end(sessionId: string): Promise<void> {
    const key = this.sessionKey(sessionId);
    const folder = await this.redis.run((client) => client.hget(key, 'folder'));
    await this.redis.run((client) => client.del(key));
    if (folder !== null) await this.redis.run((client) => client.zrem(this.waitingKey(Number(folder)), sessionId));
    await this.wakes.wake(this.sessionTopic(sessionId));
  }

  private sessionKey(sessionId: string): string {
    return `${this.namespace}:session:${sessionId}`;
  }

  private waitingKey(folderId: number): string {
    return `${this.namespace}:waiting:${folderId}`;
  }

  private inboxKey(folderId: number): string {
    return `${this.namespace}:inbox:${folderId}`;
  }
}
