import { ValidationPipe } from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import { ApiException } from './api-exception.js';
import type { ErrorCode, ErrorParams } from './error-codes.js';

/** What a validation rule's `context` carries: the code its failure answers, and the values its message names. */
export interface RuleContext {
  code: ErrorCode;
  params?: ErrorParams;
}

/**
 * The `context` of a class-validator rule, e.g. `@IsIn(STEPS, { message, context: coded('invalid_step') })`.
 * Every rule of a DTO has one; a spec (dto-error-codes.spec.ts) fails for a rule without.
 */
export function coded(code: ErrorCode, params?: ErrorParams): RuleContext {
  return params ? { code, params } : { code };
}

/**
 * Nest's ValidationPipe, answering the first failing rule: its code and its message (nested ones prefixed with
 * their place, "shares.0."), rather than a list of messages a client could only show in English.
 */
export class CodedValidationPipe extends ValidationPipe {
  override createExceptionFactory(): (errors?: ValidationError[]) => ApiException {
    return (errors: ValidationError[] = []) => {
      for (const error of errors) {
        for (const failed of this.mapChildrenToValidationErrors(error)) {
          // The property's first failing rule as written: decorators apply bottom-up, so class-validator lists
          // the topmost (the type check, before its ranges) last.
          const [rule, message] = Object.entries(failed.constraints ?? {}).at(-1) ?? [];
          if (rule === undefined || message === undefined) continue;
          const context = failed.contexts?.[rule] as RuleContext | undefined;
          return new ApiException(context?.code ?? 'bad_request', message, { params: context?.params });
        }
      }
      return new ApiException('bad_request', 'The request is invalid.');
    };
  }
}
