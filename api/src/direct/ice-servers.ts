import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { AppConfig, type DirectTransferSettings } from '../config/app-config.js';
import { Metrics } from '../metrics/metrics.js';
import type { DirectIceDto, IceServerDto } from './dto/direct-ice.dto.js';
import { turnCredential, turnUserOf } from './turn-credentials.js';

/**
 * The STUN and TURN servers a page of a share gets for its peer connection (RTCConfiguration's iceServers and
 * iceTransportPolicy). TURN credentials belong to one direct session, which the sender's page was there for
 * when it started: they are drawn for the recipient's page as the session starts and for the sender's page
 * with the offer its poll hands over, never for a mere look at whether the sender is there. They expire
 * TURN_CREDENTIAL_TTL_SECONDS later and name the session (turnUserOf), never a static password.
 */
@Injectable()
export class IceServers {
  private readonly settings: DirectTransferSettings;

  constructor(
    config: AppConfig,
    private readonly clock: Clock,
    private readonly metrics: Metrics,
  ) {
    this.settings = config.directTransfer;
  }

  /** STUN only: what a page may know before any session of it started. */
  withoutRelay(): DirectIceDto {
    const { stunUrls, iceTransportPolicy } = this.settings;
    return { iceServers: stunUrls.length > 0 ? [{ urls: stunUrls }] : [], iceTransportPolicy };
  }

  /** STUN and TURN, with fresh credentials of the session `sessionId`. */
  forSession(sessionId: string): DirectIceDto {
    const { turn } = this.settings;
    const { iceServers, iceTransportPolicy } = this.withoutRelay();
    if (!turn) return { iceServers, iceTransportPolicy };
    const expiresAt = Math.floor(this.clock.now().getTime() / 1000) + turn.credentialTtlSeconds;
    const relay: IceServerDto = { urls: turn.urls, ...turnCredential(turn.secret, expiresAt, turnUserOf(sessionId)) };
    this.metrics.turnCredentials.inc();
    return { iceServers: [...iceServers, relay], iceTransportPolicy };
  }
}
