import type { ConfigService } from '@nestjs/config';
import { AppConfig, ENVIRONMENT_CONFIG_KEY } from './app-config.js';
import type { EnvironmentSource } from './environment.js';
import { validateEnvironment } from './validate-environment.js';

function appConfigOf(source: EnvironmentSource): AppConfig {
  const environment = validateEnvironment(source);
  const config = {
    getOrThrow: (key: string) => {
      if (key !== ENVIRONMENT_CONFIG_KEY) throw new Error(`unexpected key ${key}`);
      return environment;
    },
  } as unknown as ConfigService;
  return new AppConfig(config);
}

describe(AppConfig.name, () => {
  it('has no operators and sends no report e-mail by default', () => {
    const config = appConfigOf({});
    expect(config.operatorEmails.size).toBe(0);
    expect(config.reportMail).toEqual({ smtpUrl: undefined, from: 'Sharecode <noreply@localhost>' });
    expect(config.rateLimits.reportsPerHour).toBe(10);
  });

  it('reads operator e-mails trimmed and lower-cased', () => {
    const config = appConfigOf({ OPERATOR_EMAILS: ' Ada@Example.COM ,bob@example.org' });
    expect([...config.operatorEmails]).toEqual(['ada@example.com', 'bob@example.org']);
  });
});
