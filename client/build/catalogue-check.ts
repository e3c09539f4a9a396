/**
 * What makes a translation wrong before anyone reads it (docs/translating.md, "Checks"): a message missing, or one
 * the source does not have; a placeholder, tag or select case that is not the source's; plural cases that are not
 * the language's own (CLDR's categories: Arabic has six, Russian four, Japanese one). Pure: `npm test` runs it on
 * client/locales (catalogues.spec.ts).
 */
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

export type Messages = Record<string, string>;

/** An exact-number case (`=0`) is allowed in any language, beside the language's own categories. */
const EXACT_CASE = /^=\d+$/;

/** What a message takes and how it branches, comparable across languages. */
interface Shape {
  /** Each placeholder or tag, as `name:kind`. */
  arguments: Set<string>;
  /** Each select's cases, as `name=case`. */
  selectCases: Set<string>;
  /** Each plural's cases other than exact numbers, by its name and kind (cardinal or ordinal). */
  plurals: { name: string; type: Intl.PluralRuleType; cases: string[] }[];
}

const KIND: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'text',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
  [TYPE.tag]: 'tag',
};

function walk(elements: MessageFormatElement[], shape: Shape): void {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    shape.arguments.add(`${element.value}:${KIND[element.type]}`);
    if (element.type === TYPE.tag) walk(element.children, shape);
    if (element.type === TYPE.select) {
      for (const [name, option] of Object.entries(element.options)) {
        shape.selectCases.add(`${element.value}=${name}`);
        walk(option.value, shape);
      }
    }
    if (element.type === TYPE.plural) {
      const cases = Object.keys(element.options).filter((name) => !EXACT_CASE.test(name));
      shape.plurals.push({ name: element.value, type: element.pluralType ?? 'cardinal', cases: cases.sort() });
      for (const option of Object.values(element.options)) walk(option.value, shape);
    }
  }
}

function shapeOf(message: string): Shape {
  const shape: Shape = { arguments: new Set(), selectCases: new Set(), plurals: [] };
  walk(parse(message), shape);
  return shape;
}

const listed = (values: Iterable<string>) => [...values].sort().join(', ') || 'none';

function sameSet(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((value) => b.has(value));
}

/** Every problem of `tag`'s catalogue against the source's, one sentence each; none when it is right. */
export function catalogueProblems(tag: string, catalogue: Messages, source: Messages): string[] {
  const problems: string[] = [];
  for (const id of Object.keys(source)) if (!(id in catalogue)) problems.push(`${tag}: ${id} is missing`);
  for (const id of Object.keys(catalogue)) if (!(id in source)) problems.push(`${tag}: ${id} is not in the source`);
  for (const [id, message] of Object.entries(catalogue)) {
    if (!(id in source)) continue;
    let shape: Shape;
    try {
      shape = shapeOf(message);
    } catch (error) {
      problems.push(`${tag}: ${id} is not ICU MessageFormat (${(error as Error).message})`);
      continue;
    }
    const expected = shapeOf(source[id]);
    if (!sameSet(shape.arguments, expected.arguments))
      problems.push(`${tag}: ${id} takes ${listed(shape.arguments)}, the source ${listed(expected.arguments)}`);
    if (!sameSet(shape.selectCases, expected.selectCases))
      problems.push(`${tag}: ${id} selects ${listed(shape.selectCases)}, the source ${listed(expected.selectCases)}`);
    for (const plural of shape.plurals) {
      const own = new Intl.PluralRules(tag, { type: plural.type }).resolvedOptions().pluralCategories;
      if (plural.cases.join() !== [...own].sort().join())
        problems.push(`${tag}: ${id}'s plural ${plural.name} has ${listed(plural.cases)}, the language ${listed(own)}`);
    }
  }
  return problems;
}
