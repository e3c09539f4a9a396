import type { ReactNode } from 'react';
import { Alert } from '../../components/alert/alert';

/** The banner every demo page carries, so nobody mistakes a simulation for the real feature. */
export function DemoNotice({ children }: { children?: ReactNode }) {
  return (
    <Alert tone="warning" role="note" title="This is a demo.">
      <p>{children ?? 'It runs only in your browser: nothing is uploaded, stored or changed.'}</p>
    </Alert>
  );
}
