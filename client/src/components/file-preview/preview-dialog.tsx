import { buttonClassName } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { FilePreview, type PreviewSource } from './file-preview';
import { PathTitle } from './path-title';

export interface PreviewDialogProps {
  source: PreviewSource | null;
  onClose: () => void;
  /** Offered beside Close when the file can be downloaded (retrieved shares). */
  downloadUrl?: string;
}

/** The file preview in a modal, titled with the file's path (see PathTitle for how a long one shows). */
export function PreviewDialog({ source, onClose, downloadUrl }: PreviewDialogProps) {
  return (
    <Dialog
      open={source !== null}
      onClose={onClose}
      title={source ? <PathTitle path={source.path} /> : ''}
      size="wide"
      footer={
        <>
          {downloadUrl && (
            <a className={buttonClassName({ variant: 'secondary' })} href={downloadUrl} download>
              Download
            </a>
          )}
          <button type="button" className={buttonClassName({ variant: 'primary' })} onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <FilePreview source={source} />
    </Dialog>
  );
}
