import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RuleContext } from './coded-validation.pipe.js';
import { ERROR_CODES } from './error-codes.js';

/**
 * Every rule of every class the API validates requests with names its code (`context: coded(…)`), so that a
 * failing rule never answers a code-less 400. Found by reading src: any module that imports class-validator, the
 * environment's (config/, validated at start-up, never answered to a client) aside.
 */
const SRC = dirname(dirname(fileURLToPath(import.meta.url)));

/** Rules that decide whether others run, or where, rather than failing a value themselves. */
const NOT_RULES: readonly string[] = [
  ValidationTypes.CONDITIONAL_VALIDATION,
  ValidationTypes.NESTED_VALIDATION,
  ValidationTypes.PROMISE_VALIDATION,
  ValidationTypes.WHITELIST,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

function validatingModules(): string[] {
  return sourceFiles(SRC).filter(
    (path) =>
      !relative(SRC, path).startsWith(`config${sep}`) && readFileSync(path, 'utf8').includes("from 'class-validator'"),
  );
}

/** Every class the modules export that has validation rules, with its rules. */
async function validatedClasses(): Promise<Map<string, ReturnType<typeof rulesOf>>> {
  const classes = new Map<string, ReturnType<typeof rulesOf>>();
  for (const path of validatingModules()) {
    const module = (await import(path)) as Record<string, unknown>;
    for (const exported of Object.values(module)) {
      if (typeof exported !== 'function') continue;
      const rules = rulesOf(exported as Constructor);
      if (rules.length > 0) classes.set(`${relative(SRC, path)}: ${exported.name}`, rules);
    }
  }
  return classes;
}

/** A class, as the metadata storage is keyed by. */
type Constructor = abstract new (...args: never[]) => unknown;

function rulesOf(target: Constructor) {
  return getMetadataStorage()
    .getTargetValidationMetadatas(target, '', true, false)
    .filter((rule) => !NOT_RULES.includes(rule.type))
    .map((rule) => ({
      property: rule.propertyName,
      rule: rule.name ?? rule.type,
      context: rule.context as Partial<RuleContext> | undefined,
    }));
}

describe('the codes of validation rules', () => {
  it('finds the request classes it checks', async () => {
    const classes = [...(await validatedClasses()).keys()];
    expect(classes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/: SignupDto$/),
        expect.stringMatching(/: LivePollDto$/),
        expect.stringMatching(/: HostedShareDto$/),
        expect.stringMatching(/: CreateReportDto$/),
      ]),
    );
    expect(classes.length).toBeGreaterThan(20);
  });

  it('gives every rule a code of ERROR_CODES that answers 400', async () => {
    const missing: string[] = [];
    for (const [name, rules] of await validatedClasses()) {
      for (const { property, rule, context } of rules) {
        const code = context?.code;
        if (code === undefined || !Object.hasOwn(ERROR_CODES, code) || ERROR_CODES[code].status !== 400)
          missing.push(`${name}.${property} (${rule}): ${String(code)}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
