import { QrScanner } from '../../features/receive';

/** The QR Code tab: camera or image; the decoded text is fetched with "/qr" appended. */
export function QrTab({ onDecode, busy }: { onDecode: (text: string) => void; busy: boolean }) {
  return (
    <div className="stack">
      <QrScanner onDecode={onDecode} disabled={busy} />
    </div>
  );
}
