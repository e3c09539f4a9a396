import { requestJson } from './http';

/** The relative path a folder pick gives each file (`photos/2025/a.jpg`), or its name for a plain pick. */
function uploadPathOf(file: File): string {
  return file.webkitRelativePath || file.name;
}

/** The /test page's upload: repeated `files`, each named by its relative path, plus `filePaths` as a JSON list. */
export function buildFolderUploadForm(files: readonly File[]): FormData {
  const form = new FormData();
  for (const file of files) form.append('files', file, uploadPathOf(file));
  form.append('filePaths', JSON.stringify(files.map(uploadPathOf)));
  return form;
}

/** POST /api/upload-folder; resolves with whatever the server answers (the /test page only shows it). */
export function uploadFolderForTest(files: readonly File[]): Promise<unknown> {
  return requestJson<unknown>('/api/upload-folder', { method: 'POST', body: buildFolderUploadForm(files) });
}
