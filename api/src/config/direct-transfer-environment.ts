import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MinLength, ValidateIf } from 'class-validator';
import { FALSE_WORDS, PositiveWholeNumber, toBoolean, TRUE_WORDS } from './environment-values.js';

/** Which ICE candidates the two browsers may use: any road, or only the TURN relay (which hides addresses). */
export const ICE_TRANSPORT_POLICIES = ['all', 'relay'] as const;
export type IceTransportPolicy = (typeof ICE_TRANSPORT_POLICIES)[number];

/** Direct transfer's defaults (docs/direct-transfer.md), part of CONFIG_DEFAULTS. */
export const DIRECT_TRANSFER_DEFAULTS = {
  DIRECT_TRANSFER: true,
  TURN_CREDENTIAL_TTL_SECONDS: 600,
  DIRECT_ICE_TRANSPORT_POLICY: 'all',
  DIRECT_ONLY_GRACE_SECONDS: 30,
  DIRECT_WAITING_OFFERS_PER_SHARE: 4,
  DIRECT_SESSIONS_PER_SHARE_PER_MIN: 60,
  DIRECT_SESSIONS_PER_CLIENT_PER_MIN: 30,
} as const;

/** Shorter secrets could be brute-forced offline from one credential handed out. */
const MIN_TURN_SECRET_LENGTH = 16;

/** One or more URLs of these schemes separated by commas, spaces allowed around them. */
const urlListPattern = (schemes: string) => new RegExp(`^\\s*${schemes}:[^\\s,]+(\\s*,\\s*${schemes}:[^\\s,]+)*\\s*$`);

/**
 * The variables of direct transfer between the browsers (WebRTC): its STUN and TURN servers and their
 * credentials. Environment extends it; kept apart only so that neither file grows past reading in one go.
 */
export class DirectTransferEnvironment {
  /** Off: no page is ever told the sender is there for direct transfer, and every byte goes through Sharecode. */
  @Transform(toBoolean)
  @IsBoolean({ message: `DIRECT_TRANSFER must be one of ${[...TRUE_WORDS, ...FALSE_WORDS].join(', ')}` })
  DIRECT_TRANSFER: boolean = DIRECT_TRANSFER_DEFAULTS.DIRECT_TRANSFER;

  /** STUN servers the browsers learn their public addresses from; unset: none (host candidates only). */
  @IsOptional()
  @Matches(urlListPattern('stuns?'), {
    message: 'STUN_URLS must be stun: URLs separated by commas, such as stun:stun.example.com:3478',
  })
  STUN_URLS?: string;

  /** TURN relays (coturn with use-auth-secret); required when the ICE transport policy is `relay`. */
  @Matches(urlListPattern('turns?'), {
    message: 'TURN_URLS must be turn: or turns: URLs separated by commas, such as turn:turn.example.com:3478',
  })
  @IsString({ message: 'TURN_URLS must be set when DIRECT_ICE_TRANSPORT_POLICY is relay' })
  @ValidateIf(
    (environment: DirectTransferEnvironment) =>
      environment.TURN_URLS !== undefined || environment.DIRECT_ICE_TRANSPORT_POLICY === 'relay',
  )
  TURN_URLS?: string;

  /** coturn's static-auth-secret: TURN credentials are signed with it, so the two must be the same. */
  @MinLength(MIN_TURN_SECRET_LENGTH, { message: `TURN_SECRET must be at least ${MIN_TURN_SECRET_LENGTH} characters` })
  @IsString({ message: "TURN_SECRET must be set when TURN_URLS is (coturn's static-auth-secret)" })
  @ValidateIf(
    (environment: DirectTransferEnvironment) =>
      environment.TURN_URLS !== undefined || environment.TURN_SECRET !== undefined,
  )
  TURN_SECRET?: string;

  /** How long TURN credentials handed to a page stay valid. */
  @PositiveWholeNumber('TURN_CREDENTIAL_TTL_SECONDS must be a whole number of seconds')
  TURN_CREDENTIAL_TTL_SECONDS: number = DIRECT_TRANSFER_DEFAULTS.TURN_CREDENTIAL_TTL_SECONDS;

  @IsIn(ICE_TRANSPORT_POLICIES, {
    message: `DIRECT_ICE_TRANSPORT_POLICY must be one of ${ICE_TRANSPORT_POLICIES.join(', ')}`,
  })
  DIRECT_ICE_TRANSPORT_POLICY: IceTransportPolicy = DIRECT_TRANSFER_DEFAULTS.DIRECT_ICE_TRANSPORT_POLICY;

  /**
   * A share sent directly only ends once its sender's page has not been seen for this long: long enough for a
   * dropped connection, a restart of the API or a phone's network change, short enough that a closed page's
   * code soon says so (and is free again).
   */
  @PositiveWholeNumber('DIRECT_ONLY_GRACE_SECONDS must be a whole number of seconds')
  DIRECT_ONLY_GRACE_SECONDS: number = DIRECT_TRANSFER_DEFAULTS.DIRECT_ONLY_GRACE_SECONDS;

  /**
   * Direct sessions of one share started and not yet answered, at most: the sender's page connects to a few
   * recipients at once, and a link holder cannot queue more work for it (or the relay) than that.
   */
  @PositiveWholeNumber('DIRECT_WAITING_OFFERS_PER_SHARE must be a whole number')
  DIRECT_WAITING_OFFERS_PER_SHARE: number = DIRECT_TRANSFER_DEFAULTS.DIRECT_WAITING_OFFERS_PER_SHARE;

  /**
   * Direct sessions started per share per minute: each hands out TURN credentials, so this bounds what one
   * share's link is worth to someone after the relay, whatever addresses they come from.
   */
  @PositiveWholeNumber('DIRECT_SESSIONS_PER_SHARE_PER_MIN must be a whole number')
  DIRECT_SESSIONS_PER_SHARE_PER_MIN: number = DIRECT_TRANSFER_DEFAULTS.DIRECT_SESSIONS_PER_SHARE_PER_MIN;

  /** Direct sessions one client (IPv4 address or IPv6 /64) starts per minute, whatever the share. */
  @PositiveWholeNumber('DIRECT_SESSIONS_PER_CLIENT_PER_MIN must be a whole number')
  DIRECT_SESSIONS_PER_CLIENT_PER_MIN: number = DIRECT_TRANSFER_DEFAULTS.DIRECT_SESSIONS_PER_CLIENT_PER_MIN;
}
