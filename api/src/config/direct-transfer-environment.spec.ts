import type { ConfigService } from '@nestjs/config';
import { AppConfig } from './app-config.js';
import type { EnvironmentSource } from './environment.js';
import { validateEnvironment } from './validate-environment.js';

const SECRET = 'a-static-auth-secret';

function directTransferOf(source: EnvironmentSource) {
  const environment = validateEnvironment(source);
  const config = { getOrThrow: () => environment } as unknown as ConfigService;
  return new AppConfig(config).directTransfer;
}

describe('the direct transfer settings', () => {
  it('are on, with no STUN or TURN server and every road allowed, by default', () => {
    expect(directTransferOf({})).toEqual({
      enabled: true,
      stunUrls: [],
      turn: undefined,
      iceTransportPolicy: 'all',
      directOnlyGraceMs: 30_000,
      sessionLimits: { waitingPerShare: 4, perSharePerMinute: 60, perClientPerMinute: 30 },
    });
  });

  it('read lists of STUN and TURN URLs, the secret, the credentials lifetime and the policy', () => {
    expect(
      directTransferOf({
        DIRECT_TRANSFER: 'off',
        STUN_URLS: 'stun:stun.example.com:3478, stun:stun2.example.com',
        TURN_URLS: 'turn:turn.example.com:3478?transport=udp,turns:turn.example.com:5349',
        TURN_SECRET: SECRET,
        TURN_CREDENTIAL_TTL_SECONDS: '120',
        DIRECT_ICE_TRANSPORT_POLICY: 'relay',
        DIRECT_ONLY_GRACE_SECONDS: '5',
        DIRECT_WAITING_OFFERS_PER_SHARE: '2',
        DIRECT_SESSIONS_PER_SHARE_PER_MIN: '12',
        DIRECT_SESSIONS_PER_CLIENT_PER_MIN: '6',
      }),
    ).toEqual({
      enabled: false,
      stunUrls: ['stun:stun.example.com:3478', 'stun:stun2.example.com'],
      turn: {
        urls: ['turn:turn.example.com:3478?transport=udp', 'turns:turn.example.com:5349'],
        secret: SECRET,
        credentialTtlSeconds: 120,
      },
      iceTransportPolicy: 'relay',
      directOnlyGraceMs: 5_000,
      sessionLimits: { waitingPerShare: 2, perSharePerMinute: 12, perClientPerMinute: 6 },
    });
  });

  it.each([
    [{ TURN_URLS: 'turn:turn.example.com' }, "TURN_SECRET must be set when TURN_URLS is (coturn's static-auth-secret)"],
    [{ TURN_URLS: 'turn:turn.example.com', TURN_SECRET: 'short' }, 'TURN_SECRET must be at least 16 characters'],
    [{ TURN_URLS: 'stun:turn.example.com', TURN_SECRET: SECRET }, 'TURN_URLS must be turn: or turns: URLs'],
    [{ STUN_URLS: 'https://stun.example.com' }, 'STUN_URLS must be stun: URLs'],
    [{ DIRECT_ICE_TRANSPORT_POLICY: 'relay' }, 'TURN_URLS must be set when DIRECT_ICE_TRANSPORT_POLICY is relay'],
    [{ DIRECT_ICE_TRANSPORT_POLICY: 'none' }, 'DIRECT_ICE_TRANSPORT_POLICY must be one of all, relay'],
    [{ TURN_CREDENTIAL_TTL_SECONDS: '0' }, 'TURN_CREDENTIAL_TTL_SECONDS'],
    [{ DIRECT_TRANSFER: 'maybe' }, 'DIRECT_TRANSFER must be one of'],
    [{ DIRECT_ONLY_GRACE_SECONDS: '0' }, 'DIRECT_ONLY_GRACE_SECONDS'],
    [{ DIRECT_WAITING_OFFERS_PER_SHARE: '0' }, 'DIRECT_WAITING_OFFERS_PER_SHARE'],
    [{ DIRECT_SESSIONS_PER_SHARE_PER_MIN: 'many' }, 'DIRECT_SESSIONS_PER_SHARE_PER_MIN'],
    [{ DIRECT_SESSIONS_PER_CLIENT_PER_MIN: '-1' }, 'DIRECT_SESSIONS_PER_CLIENT_PER_MIN'],
  ])('refuses %j', (source, message) => {
    expect(() => validateEnvironment(source)).toThrow(message);
  });
});
