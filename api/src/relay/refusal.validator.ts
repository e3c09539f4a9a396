import { ValidateBy } from 'class-validator';
import { coded } from '../errors/coded-validation.pipe.js';

/**
 * A sender's answer either carries its reply (`field`) or refuses (`refused: true`), never both: `refused`, when
 * sent, is `true` and comes without `field`. `what` names the reply in the refusal's message ("a message").
 */
export function RefusedWithout(field: string, what: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'refusal',
      validator: {
        validate: (refused: unknown, args) =>
          refused === undefined || (refused === true && (args?.object as Record<string, unknown>)[field] === undefined),
        defaultMessage: () => `Send either ${what} or refused: true, not both.`,
      },
    },
    { context: coded('answer_or_refusal') },
  );
}
