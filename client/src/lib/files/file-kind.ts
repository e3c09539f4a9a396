/**
 * What a file is, judged by its extension: which preview it gets (images jpg/jpeg/png/gif/bmp,
 * pdf, text-like json/js/ts/txt/html/css) and which icon the tree shows. A few harmless extras are
 * previewed too (webp images; markdown, csv and similar plain text), since text is only ever shown as text.
 */
import { extensionOf } from './relative-path';

export type PreviewKind = 'image' | 'pdf' | 'text';

export type IconKind =
  'image' | 'pdf' | 'code' | 'text' | 'archive' | 'audio' | 'video' | 'document' | 'sheet' | 'file';

const IMAGE = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp']);
const TEXT = new Set([
  'json',
  'js',
  'ts',
  'txt',
  'html',
  'css',
  'md',
  'csv',
  'log',
  'xml',
  'yml',
  'yaml',
  'jsx',
  'tsx',
]);
const CODE = new Set([
  'json',
  'js',
  'ts',
  'html',
  'css',
  'xml',
  'yml',
  'yaml',
  'jsx',
  'tsx',
  'py',
  'java',
  'c',
  'cpp',
  'sh',
]);

const ICONS: Record<string, IconKind> = {
  pdf: 'pdf',
  zip: 'archive',
  rar: 'archive',
  '7z': 'archive',
  gz: 'archive',
  tar: 'archive',
  mp3: 'audio',
  wav: 'audio',
  ogg: 'audio',
  m4a: 'audio',
  flac: 'audio',
  mp4: 'video',
  mov: 'video',
  webm: 'video',
  mkv: 'video',
  avi: 'video',
  doc: 'document',
  docx: 'document',
  odt: 'document',
  rtf: 'document',
  ppt: 'document',
  pptx: 'document',
  xls: 'sheet',
  xlsx: 'sheet',
  ods: 'sheet',
  csv: 'sheet',
  svg: 'image',
  heic: 'image',
  tif: 'image',
  tiff: 'image',
};

/** The preview a file gets, or null when it has none ("File not found or unsupported."). */
export function previewKindOf(path: string): PreviewKind | null {
  const extension = extensionOf(path);
  if (IMAGE.has(extension)) return 'image';
  if (extension === 'pdf') return 'pdf';
  if (TEXT.has(extension)) return 'text';
  return null;
}

/** The icon the tree shows beside a file. */
export function iconKindOf(path: string): IconKind {
  const extension = extensionOf(path);
  if (IMAGE.has(extension)) return 'image';
  if (ICONS[extension]) return ICONS[extension];
  if (CODE.has(extension)) return 'code';
  if (TEXT.has(extension)) return 'text';
  return 'file';
}
