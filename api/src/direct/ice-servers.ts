import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { AppConfig, type DirectTransferSettings } from '../config/app-config.js';
import { Metrics } from '../metrics/metrics.js';
import type { DirectIceDto, IceServerDto } from './dto/direct-ice.dto.js';
import { turnCredential } from './turn-credentials.js';

/**
 * The STUN and TURN servers a page of a share gets for its peer connection (RTCConfiguration's iceServers and
 * iceTransportPolicy). TURN credentials are drawn for each hand-out and expire TURN_CREDENTIAL_TTL_SECONDS
 * later; they are only ever handed to a share's recipient (through its link) or its sender (through its
 * management key), never a static password.
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

  forPage(): DirectIceDto {
    const { stunUrls, turn, iceTransportPolicy } = this.settings;
    const iceServers: IceServerDto[] = [];
    if (stunUrls.length > 0) iceServers.push({ urls: stunUrls });
    if (turn) {
      const expiresAt = Math.floor(this.clock.now().getTime() / 1000) + turn.credentialTtlSeconds;
      iceServers.push({ urls: turn.urls, ...turnCredential(turn.secret, expiresAt) });
      this.metrics.turnCredentials.inc();
    }
    return { iceServers, iceTransportPolicy };
  }
}
