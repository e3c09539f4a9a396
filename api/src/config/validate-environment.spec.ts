import { CONFIG_DEFAULTS } from './environment.js';
import { validateEnvironment } from './validate-environment.js';

describe(validateEnvironment.name, () => {
  it('applies the documented defaults when nothing is set', () => {
    const environment = validateEnvironment({});
    expect(environment).toMatchObject({ ...CONFIG_DEFAULTS });
    expect(environment.PUBLIC_URL).toBeUndefined();
    expect(environment.DATABASE_URL).toBeUndefined();
  });

  it('converts numbers and booleans', () => {
    const environment = validateEnvironment({
      PORT: '8080',
      TRUST_PROXY: 'on',
      MAX_UPLOAD_BYTES: '1048576',
      RATE_LOOKUP_PER_MIN: '5',
    });
    expect(environment).toMatchObject({
      PORT: 8080,
      TRUST_PROXY: true,
      MAX_UPLOAD_BYTES: 1048576,
      RATE_LOOKUP_PER_MIN: 5,
    });
  });

  it('treats empty variables as unset', () => {
    expect(validateEnvironment({ PORT: '', PUBLIC_URL: '' })).toMatchObject({ PORT: 3000, PUBLIC_URL: undefined });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '3e3'],
    ['MAX_UPLOAD_BYTES', '-5'],
    ['MAX_UPLOAD_BYTES', '2GB'],
    ['TRUST_PROXY', 'maybe'],
    ['PUBLIC_URL', 'share.example.com'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['RATE_LOOKUP_PER_MIN', '0'],
    ['RATE_LOOKUP_FAIL_PER_15MIN', 'ten'],
    ['RATE_UPLOAD_PER_HOUR', '1.5'],
    ['RATE_LOGIN_FAIL_PER_15MIN', '0'],
    ['RATE_SIGNUP_PER_HOUR', 'many'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => validateEnvironment({ [name]: value })).toThrow(new RegExp(`${name}="${value.replace('.', '\\.')}"`));
  });

  it('reports every bad variable at once', () => {
    expect(() => validateEnvironment({ PORT: 'x', TRUST_PROXY: 'y' })).toThrow(/PORT=.*\n.*TRUST_PROXY=/);
  });
});
