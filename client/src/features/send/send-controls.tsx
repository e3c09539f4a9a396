import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/button/button';
import { DirectOnlyChoice } from './direct-only-choice/direct-only-choice';
import { EncryptionChoice } from '../encryption';
import { PasswordChoice } from './password-choice/password-choice';
import { RetentionChoice } from './retention-choice/retention-choice';
import type { SendFlow } from './use-send-flow';

interface SendControlsProps {
  flow: SendFlow;
  /** The button's words while nothing is being sent (Preparing... and Uploading... while it is). */
  label: ReactNode;
  onSend: () => void;
  /** The button fills the panel's width. */
  block?: boolean;
  /** Pressing does nothing for now (besides while the share is being sent). */
  blocked?: boolean;
}

/** The share's settings (retention, password, end-to-end encryption, sent directly only) and the button that sends. */
export function SendControls({ flow, label, onSend, block, blocked = false }: SendControlsProps) {
  const { busy, state } = flow;
  return (
    <>
      <RetentionChoice value={flow.retention} onChange={flow.setRetention} disabled={busy} />
      <PasswordChoice {...flow.password.field} disabled={busy} />
      <EncryptionChoice {...flow.encryption} disabled={busy} />
      <DirectOnlyChoice {...flow.directOnly} disabled={busy} />
      <Button size="lg" block={block} onClick={onSend} disabled={busy || blocked}>
        {state.status === 'preparing' ? (
          <FormattedMessage id="send.sendControls.preparingButton" defaultMessage="Preparing..." />
        ) : state.status === 'uploading' ? (
          <FormattedMessage id="send.sendControls.uploadingButton" defaultMessage="Uploading..." />
        ) : (
          label
        )}
      </Button>
    </>
  );
}
