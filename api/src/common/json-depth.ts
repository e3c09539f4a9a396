import { ApiException } from '../errors/api-exception.js';
import type { NextFunction, Request, Response } from 'express';

/**
 * The deepest nesting of arrays and objects a JSON body may have. The API's bodies are flat (a list of hashes
 * is two levels); the validator walks a body recursively, so a few thousand levels would overflow its stack.
 */
const MAX_JSON_DEPTH = 32;

const TOO_DEEP_MESSAGE = 'The request body is nested too deeply.';

/**
 * Whether `value` nests arrays and objects more than `limit` levels deep (`[]` is one level, `[[]]` two). Walked
 * with a list of its own rather than recursion, so a body of any depth is measured without a deep stack.
 */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 1 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth > limit) return true;
    for (const inner of Array.isArray(next.value) ? next.value : Object.values(next.value)) {
      if (typeof inner === 'object' && inner !== null) pending.push({ value: inner, depth: next.depth + 1 });
    }
  }
  return false;
}

/**
 * Mounted right after the JSON body parser: a body nested deeper than MAX_JSON_DEPTH is answered 400 before any
 * route validates it. Measured on the parsed body (the parser itself is not recursive), so it holds whatever
 * charset the body was sent in.
 */
export function refuseDeeplyNestedJson(request: Request, _response: Response, next: NextFunction): void {
  next(
    nestedDeeperThan(request.body, MAX_JSON_DEPTH)
      ? new ApiException('json_too_deep', TOO_DEEP_MESSAGE, { params: { maxDepth: MAX_JSON_DEPTH } })
      : undefined,
  );
}
