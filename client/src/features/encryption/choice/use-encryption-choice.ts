import { useState } from 'react';
import { rememberedEncryptionChoice, rememberEncryptionChoice } from './remembered-choice';
import type { EncryptionChoiceProps } from './encryption-choice';

/** The encryption choice of an upload page, remembered on this device. */
export function useEncryptionChoice(): EncryptionChoiceProps {
  const [enabled, setEnabled] = useState(rememberedEncryptionChoice);
  return {
    enabled,
    onChange: (next) => {
      setEnabled(next);
      rememberEncryptionChoice(next);
    },
  };
}
