/**
 * The words of a value the API sends (a state, a category, an action), looked up in a map that names every value
 * of its union type: a value added to the API fails the type check until it has its words. A value this page does
 * not know (a newer server answering a page still cached from before) gets `fallback`, never the machine word.
 */
export function wordsOf<K extends string, W>(
  words: Readonly<Record<K, W>>,
  value: string | null | undefined,
  fallback: W,
): W {
  return typeof value === 'string' && Object.hasOwn(words, value) ? words[value as K] : fallback;
}
