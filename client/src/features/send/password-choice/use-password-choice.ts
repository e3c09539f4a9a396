import { useState } from 'react';
import { sharePasswordProblem } from '../../../lib/sharing/share-password';
import type { PasswordChoiceProps } from './password-choice';

export interface PasswordChoiceState {
  /** Props for <PasswordChoice>. */
  field: Omit<PasswordChoiceProps, 'disabled'>;
  /**
   * The password to share with: undefined when the sender chose none, null when the one typed cannot be
   * used (the field then says why, and keeps the focus).
   */
  take(): string | undefined | null;
}

/** The optional share password of an upload page: off until the sender ticks it, checked when they press Share. */
export function usePasswordChoice(): PasswordChoiceState {
  const [enabled, setEnabled] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  return {
    field: {
      enabled,
      value,
      error,
      onEnabledChange: (next) => {
        setEnabled(next);
        setError(undefined);
      },
      onChange: (next) => {
        setValue(next);
        setError(undefined);
      },
    },
    take: () => {
      if (!enabled) return undefined;
      const problem = sharePasswordProblem(value);
      setError(problem);
      return problem ? null : value;
    },
  };
}
