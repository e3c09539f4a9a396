/**
 * A language's words as the page says them: its catalogue (client/locales/<tag>.json), and its messages formatted
 * with their values, so a test reads the expected text from the catalogue rather than writing a translation itself.
 * The formatter knows the ICU the catalogues use: simple arguments, plural (`=N`, the language's categories, `#`)
 * and select, and apostrophe quoting; a number is written as react-intl writes it, with the language's
 * Intl.NumberFormat.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../support/server';

export type MessageValues = Readonly<Record<string, string | number>>;

export function catalogue(tag: string): Record<string, string> {
  const file = join(REPO_ROOT, 'client', 'locales', `${tag}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** The message `id` of `tag`'s catalogue with `values`, as the page shows it. */
export function formatted(tag: string, id: string, values: MessageValues = {}): string {
  const message = catalogue(tag)[id];
  if (message === undefined) throw new Error(`${tag}.json has no message ${id}`);
  return new IcuFormatter(message, tag, values).format();
}

/** Characters an apostrophe quotes when it comes just before one of them (ICU's apostrophe mode). */
const QUOTABLE = new Set(['{', '}', '#', '|']);

class IcuFormatter {
  private at = 0;

  constructor(
    private readonly text: string,
    private readonly locale: string,
    private readonly values: MessageValues,
  ) {}

  format(): string {
    const result = this.message();
    if (this.at < this.text.length) throw this.error('unexpected }');
    return result;
  }

  /**
   * Text and arguments up to the `}` closing the enclosing option (not consumed) or the end; `counted`: the number
   * a plural option's `#` stands for.
   */
  private message(counted?: number): string {
    let out = '';
    while (this.at < this.text.length) {
      const char = this.text[this.at];
      if (char === '}') break;
      if (char === '{') out += this.argument();
      else if (char === "'") out += this.quoted();
      else if (char === '#' && counted !== undefined) {
        out += this.number(counted);
        this.at += 1;
      } else {
        out += char;
        this.at += 1;
      }
    }
    return out;
  }

  private quoted(): string {
    const next = this.text[this.at + 1];
    if (next === "'") {
      this.at += 2;
      return "'";
    }
    if (next === undefined || !QUOTABLE.has(next)) {
      this.at += 1;
      return "'";
    }
    const end = this.text.indexOf("'", this.at + 1);
    const literal = this.text.slice(this.at + 1, end === -1 ? undefined : end);
    this.at = end === -1 ? this.text.length : end + 1;
    return literal;
  }

  private argument(): string {
    this.at += 1; // {
    const name = this.word();
    const value = this.values[name];
    if (value === undefined) throw this.error(`no value for {${name}}`);
    this.skipSpaces();
    if (this.text[this.at] === '}') {
      this.at += 1;
      return typeof value === 'number' ? this.number(value) : value;
    }
    this.expect(',');
    const type = this.word();
    this.expect(',');
    if (type !== 'plural' && type !== 'select') throw this.error(`unsupported argument type ${type}`);
    const count = Number(value);
    const options = this.options(type === 'plural' ? count : undefined);
    this.expect('}');
    const chosen =
      type === 'plural'
        ? (options.get(`=${count}`) ?? options.get(new Intl.PluralRules(this.locale).select(count)))
        : options.get(String(value));
    const result = chosen ?? options.get('other');
    if (result === undefined) throw this.error(`no option for ${value} and no other`);
    return result;
  }

  /** `key {message}` pairs, each message formatted, up to the argument's closing `}` (not consumed). */
  private options(counted: number | undefined): Map<string, string> {
    const options = new Map<string, string>();
    for (this.skipSpaces(); this.text[this.at] !== '}'; this.skipSpaces()) {
      const key = this.word();
      this.expect('{');
      options.set(key, this.message(counted));
      this.expect('}');
    }
    return options;
  }

  private number(value: number): string {
    return new Intl.NumberFormat(this.locale).format(value);
  }

  private word(): string {
    this.skipSpaces();
    const match = /^[^\s{},]+/.exec(this.text.slice(this.at));
    if (!match) throw this.error('expected a name');
    this.at += match[0].length;
    return match[0];
  }

  private expect(char: string): void {
    this.skipSpaces();
    if (this.text[this.at] !== char) throw this.error(`expected ${char}`);
    this.at += 1;
  }

  private skipSpaces(): void {
    while (/\s/.test(this.text[this.at] ?? '')) this.at += 1;
  }

  private error(what: string): Error {
    return new Error(`${what} at ${this.at} in ${JSON.stringify(this.text)}`);
  }
}
