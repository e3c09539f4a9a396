import { FormattedMessage } from 'react-intl';
import { Button, buttonClassName } from '../../components/button/button';
import { Dialog } from '../../components/dialog/dialog';
import { FilePreview, type PreviewSource } from './file-preview';
import { PathTitle } from './path-title';

export interface PreviewDialogProps {
  source: PreviewSource | null;
  onClose: () => void;
  /** Offered beside Close when the file can be downloaded (retrieved shares): its address. */
  downloadUrl?: string;
  /** Or what downloading it does (an end-to-end encrypted share's file, decrypted as it is saved). */
  onDownload?: () => void;
}

/**
 * The file preview in a modal, titled with the file's path (see PathTitle for how a long one shows), with
 * Download beside Close when the file can be downloaded: also the way to open a file that has no preview.
 */
export function PreviewDialog({ source, onClose, downloadUrl, onDownload }: PreviewDialogProps) {
  return (
    <Dialog
      open={source !== null}
      onClose={onClose}
      title={source ? <PathTitle path={source.path} /> : ''}
      size="wide"
      footer={
        <>
          {downloadUrl ? (
            <a className={buttonClassName({ variant: 'secondary' })} href={downloadUrl} download>
              <FormattedMessage id="files.previewDialog.download" defaultMessage="Download" />
            </a>
          ) : (
            onDownload && (
              <Button variant="secondary" onClick={onDownload}>
                <FormattedMessage id="files.previewDialog.download" defaultMessage="Download" />
              </Button>
            )
          )}
          <button type="button" className={buttonClassName({ variant: 'primary' })} onClick={onClose}>
            <FormattedMessage id="files.previewDialog.close" defaultMessage="Close" />
          </button>
        </>
      }
    >
      <FilePreview source={source} downloadable={downloadUrl !== undefined || onDownload !== undefined} />
    </Dialog>
  );
}
