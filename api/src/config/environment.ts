import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength } from 'class-validator';

const GIB = 1024 ** 3;

/**
 * Every configuration default, named once. The README's configuration table mirrors this object.
 * PUBLIC_URL defaults to http://localhost:$PORT and CLIENT_DIR to the client workspace's build output;
 * both are derived in AppConfig.
 */
export const CONFIG_DEFAULTS = {
  PORT: 3000,
  DATA_DIR: './data',
  TRUST_PROXY: false,
  MAX_UPLOAD_BYTES: 2 * GIB,
  RATE_LOOKUP_PER_MIN: 60,
  RATE_LOOKUP_FAIL_PER_15MIN: 10,
  RATE_UPLOAD_PER_HOUR: 60,
  RATE_LOGIN_FAIL_PER_15MIN: 10,
  RATE_SIGNUP_PER_HOUR: 10,
} as const;

const TRUE_WORDS = ['true', '1', 'on', 'yes'];
const FALSE_WORDS = ['false', '0', 'off', 'no'];

/** Integers must be plain digits: "3000" yes, "3e3", "0x10" or "3000abc" no. */
function toInteger({ value }: { value: unknown }): unknown {
  return typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
}

function toBoolean({ value }: { value: unknown }): unknown {
  if (typeof value !== 'string') return value;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.includes(word)) return true;
  if (FALSE_WORDS.includes(word)) return false;
  return value;
}

/**
 * The environment variables the API reads, after conversion. Unset or empty means "use the default".
 * The type check sits last on each property: class-validator runs the decorators bottom-up and stops at
 * the first failure, so "abc" is reported as not a number rather than as out of range.
 */
export class Environment {
  @Transform(toInteger)
  @Min(1)
  @Max(65535)
  @IsInt({ message: 'PORT must be a whole number' })
  PORT: number = CONFIG_DEFAULTS.PORT;

  @IsString()
  @MinLength(1)
  DATA_DIR: string = CONFIG_DEFAULTS.DATA_DIR;

  @IsOptional()
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'PUBLIC_URL must be an absolute http(s) URL such as https://share.example.com' },
  )
  PUBLIC_URL?: string;

  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+/, {
    message: 'DATABASE_URL must be a postgres:// URL (leave it unset to use the embedded SQLite database)',
  })
  DATABASE_URL?: string;

  @Transform(toBoolean)
  @IsBoolean({ message: `TRUST_PROXY must be one of ${[...TRUE_WORDS, ...FALSE_WORDS].join(', ')}` })
  TRUST_PROXY: boolean = CONFIG_DEFAULTS.TRUST_PROXY;

  @Transform(toInteger)
  @Min(1)
  @IsInt({ message: 'MAX_UPLOAD_BYTES must be a whole number of bytes' })
  MAX_UPLOAD_BYTES: number = CONFIG_DEFAULTS.MAX_UPLOAD_BYTES;

  @Transform(toInteger)
  @Min(1)
  @IsInt({ message: 'RATE_LOOKUP_PER_MIN must be a whole number' })
  RATE_LOOKUP_PER_MIN: number = CONFIG_DEFAULTS.RATE_LOOKUP_PER_MIN;

  @Transform(toInteger)
  @Min(1)
  @IsInt({ message: 'RATE_LOOKUP_FAIL_PER_15MIN must be a whole number' })
  RATE_LOOKUP_FAIL_PER_15MIN: number = CONFIG_DEFAULTS.RATE_LOOKUP_FAIL_PER_15MIN;

  @Transform(toInteger)
  @Min(1)
  @IsInt({ message: 'RATE_UPLOAD_PER_HOUR must be a whole number' })
  RATE_UPLOAD_PER_HOUR: number = CONFIG_DEFAULTS.RATE_UPLOAD_PER_HOUR;

  /** Failed logins (and wrong passwords when deleting an account) per 15 minutes, per account and per client. */
  @Transform(toInteger)
  @Min(1)
  @IsInt({ message: 'RATE_LOGIN_FAIL_PER_15MIN must be a whole number' })
  RATE_LOGIN_FAIL_PER_15MIN: number = CONFIG_DEFAULTS.RATE_LOGIN_FAIL_PER_15MIN;

  /** Signup requests per hour, per client. */
  @Transform(toInteger)
  @Min(1)
  @IsInt({ message: 'RATE_SIGNUP_PER_HOUR must be a whole number' })
  RATE_SIGNUP_PER_HOUR: number = CONFIG_DEFAULTS.RATE_SIGNUP_PER_HOUR;

  @IsOptional()
  @IsString()
  @MinLength(1)
  CLIENT_DIR?: string;
}

export type EnvironmentSource = Readonly<Record<string, string | undefined>>;
