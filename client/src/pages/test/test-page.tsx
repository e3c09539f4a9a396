import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { PageHeader } from '../../components/page-header/page-header';
import { uploadFolderForTest } from '../../lib/api/test-upload';
import { jsonPreview } from '../../lib/files/json-preview';

const NO_FILES_SELECTED = 'No files selected';

/** React passes these through to the DOM; TypeScript's input props do not list them. */
const folderPickerProps = { webkitdirectory: '', directory: '' } as Record<string, string>;

type Outcome = { ok: true; body: unknown } | { ok: false; message: string };

/** A bare page to exercise POST /api/upload-folder with a whole folder. */
export default function TestPage() {
  const [files, setFiles] = useState<File[]>([]);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (files.length === 0) {
      setAlert(NO_FILES_SELECTED);
      return;
    }
    setAlert(null);
    setOutcome(null);
    setPending(true);
    try {
      const body = await uploadFolderForTest(files);
      console.info('upload-folder response', body);
      setOutcome({ ok: true, body });
    } catch (caught) {
      setOutcome({ ok: false, message: caught instanceof Error ? caught.message : String(caught) });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="container page">
      <PageHeader
        title="Folder upload test"
        badge="Developer"
        lead="A bare page for checking folder uploads against POST /api/upload-folder. To share files, use Share files instead."
      />
      <form className="card stack narrow-left" onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label htmlFor="test-folder">Folder</label>
          <input
            id="test-folder"
            type="file"
            multiple
            {...folderPickerProps}
            onChange={(event) => {
              setFiles(Array.from(event.target.files ?? []));
              setAlert(null);
            }}
          />
          <p className="hint">{files.length === 1 ? '1 file selected' : `${files.length} files selected`}</p>
        </div>
        {alert && <Alert tone="error">{alert}</Alert>}
        <Button type="submit" disabled={pending}>
          {pending ? 'Uploading...' : 'Upload folder'}
        </Button>
      </form>
      {outcome && (
        <section className="section" aria-labelledby="test-response">
          <h2 id="test-response">Response</h2>
          {outcome.ok ? (
            <pre data-testid="upload-response">{jsonPreview(outcome.body)}</pre>
          ) : (
            <Alert tone="error" title="Upload failed">
              {outcome.message}
            </Alert>
          )}
        </section>
      )}
    </div>
  );
}
