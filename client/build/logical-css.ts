/**
 * The client's styles mirror for right-to-left languages through logical properties: a physical left or right
 * (margin-left, right: 0, text-align: left, a four-value padding with unequal sides…) would stay put in an RTL
 * page. This finds them in a stylesheet's text, by line. A declaration whose line carries a
 * `direction-neutral: why` comment is allowed: one centred with `left: 50%` and a translate, a chevron drawn from
 * two borders and turned.
 */

export interface PhysicalSide {
  /** 1-based line of the declaration's property name. */
  line: number;
  /** The declaration as written, without comments. */
  declaration: string;
}

/** The comment that allows a physical side on its line. */
const ALLOW = /\/\*\s*direction-neutral:/;

/** Properties that name a physical side. */
const SIDE_PROPERTY =
  /^(?:left|right|(?:margin|padding|scroll-margin|scroll-padding)-(?:left|right)|border-(?:left|right)(?:-(?:width|style|color))?|border-(?:top|bottom)-(?:left|right)-radius)$/;

/** Properties whose value may name a physical side (`float: left`, `background-position: right 1rem top`). */
const SIDE_VALUE_PROPERTY =
  /^(?:text-align|text-align-last|float|clear|background|background-position|background-position-x|object-position|mask-position|transform-origin|justify-self|justify-items|justify-content|caption-side)$/;

/** Shorthands whose four values run top, right, bottom, left: unequal right and left are a physical side. */
const FOUR_SIDED = /^(?:margin|padding|inset|scroll-margin|scroll-padding|border-width|border-style|border-color)$/;

/** Comments, strings and url()s blanked with spaces (newlines kept), so words in them are not read as CSS. */
function blankNonCss(text: string): string {
  const blank = (match: string) => match.replace(/[^\n]/g, ' ');
  return text
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, blank)
    .replace(/\burl\(\s*[^)]*\)/gi, blank);
}

/** A value's top-level parts, separated by spaces (spaces inside var(), calc() and the like do not split). */
function valueParts(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value.trim()) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (/\s/.test(char) && depth === 0) {
      if (current) parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (current) parts.push(current);
  return parts;
}

function isPhysical(property: string, value: string): boolean {
  if (SIDE_PROPERTY.test(property)) return true;
  const words = value.replace(/\([^()]*\)/g, ' ');
  if (SIDE_VALUE_PROPERTY.test(property) && /(?:^|[\s,])(?:left|right)(?=$|[\s,;!])/i.test(words)) return true;
  if (FOUR_SIDED.test(property)) {
    const parts = valueParts(value.replace(/!important\s*$/i, ''));
    return parts.length === 4 && parts[1] !== parts[3];
  }
  if (property === 'border-radius') {
    // top-left, top-right, bottom-right, bottom-left (before any `/`): a shape that is not left-right symmetric.
    const parts = valueParts(value.split('/')[0]);
    const [a, b = a, c = a, d = b] = parts;
    return a !== b || c !== d;
  }
  return false;
}

/** Every declaration in `css` that names a physical left or right, unless its line allows it. */
export function physicalSides(css: string): PhysicalSide[] {
  const lines = css.split('\n');
  const code = blankNonCss(css);
  const found: PhysicalSide[] = [];
  // A declaration starts after `{`, `;` or a line's start, and runs to `;` or `}`. Selectors such as `a:hover {`
  // also match, with a "property" of their own that none of the lists names.
  const DECLARATION = /(^|[{;])(\s*)(-?[a-zA-Z][\w-]*)\s*:([^;{}]*)/gm;
  for (const match of code.matchAll(DECLARATION)) {
    const [, before, space, name, value] = match;
    const property = name.toLowerCase();
    if (property.startsWith('-') || !isPhysical(property, value)) continue;
    const start = match.index + before.length + space.length;
    const line = code.slice(0, start).split('\n').length;
    if (ALLOW.test(lines[line - 1])) continue;
    found.push({ line, declaration: `${name}:${value}`.replace(/\s+/g, ' ').trim() });
  }
  return found;
}
