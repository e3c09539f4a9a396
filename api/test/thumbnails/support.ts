import sharp from 'sharp';
import type { Response, Test } from 'supertest';
import type { FolderDto, FolderFileDto } from '../../src/folders/dto/folder.dto.js';
import { folderOf, rawBodyOf, uploadedOf } from '../support/answers.js';
import { eventually } from '../support/poll.js';
import type { TestApp } from '../support/test-app.js';
import { bytesOf, linkOf, type TestFile } from '../support/uploads.js';

/* What the thumbnail tests share: photos made here, shares of them, and reading thumbnails back. */

/** A thumbnail is made within a second of its file opening; a busy machine, or a worker on S3, takes longer. */
const THUMBNAIL_TIMEOUT_MS = 30_000;

/** The GPS position written into the photos: what no thumbnail may carry. */
const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '48/1 51/1 2964/100',
  GPSLongitudeRef: 'E',
  GPSLongitude: '2/1 17/1 4020/100',
};
/** The camera named in the photos' EXIF. */
export const CAMERA = 'Sharecode TestCam';

export interface PhotoOptions {
  width?: number;
  height?: number;
  /** EXIF orientation: 6 is a phone held upright, its pixels stored sideways (turn 90° clockwise to show). */
  orientation?: number;
}

/**
 * A JPEG photo of `width` × `height` stored pixels (2400 × 1800 by default) of grain, as a camera writes it: EXIF
 * with the camera's name and a GPS position, and an orientation when given.
 */
export async function photo({ width = 2400, height = 1800, orientation }: PhotoOptions = {}): Promise<Buffer> {
  let image = sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: CAMERA }, IFD3: GPS });
  if (orientation !== undefined) image = image.withMetadata({ orientation });
  return image.toBuffer();
}

/** A multipart part named by a relative path (as support/uploads.ts names them). */
function partNamed(path: string): { filename: string; contentType: string } {
  return { filepath: path, contentType: 'application/octet-stream' } as unknown as {
    filename: string;
    contentType: string;
  };
}

/** A share as its sender holds it, with the lookup's files by path. */
export interface PhotoShare {
  code: string;
  link: string;
  manageKey: string;
  folder: FolderDto;
  file: (path: string) => FolderFileDto;
}

/** Shares `files` (multipart) with extra form fields, signed in with `cookie`, and looks it up by its link. */
export async function sharePhotos(
  app: TestApp,
  files: readonly TestFile[],
  { fields = {}, cookie }: { fields?: Record<string, string>; cookie?: string } = {},
): Promise<PhotoShare> {
  const upload = app.http().post('/api/upload');
  if (cookie) upload.set('Cookie', cookie);
  // Fields first: `encrypted` must come before the files it applies to.
  for (const [name, value] of Object.entries(fields)) upload.field(name, value);
  for (const file of files) upload.attach('files', bytesOf(file.content), partNamed(file.path));
  const body = uploadedOf(await upload.field('filePaths', JSON.stringify(files.map((file) => file.path))).expect(201));
  const link = linkOf(body.folderUrl);
  const lookup = app.http().get(`/s/${link}/qr`);
  if (fields.password !== undefined) lookup.set('X-Share-Password', fields.password);
  const folder = folderOf(await lookup.expect(200));
  return {
    code: body.folderCode,
    link,
    manageKey: body.manageKey,
    folder,
    file: (path) => folder.files.find((file) => file.filepath === path)!,
  };
}

/** GET `url` with its body kept as bytes, whatever its type. */
export function getBytes(app: TestApp, url: string, cookie?: string): Test {
  const request = app
    .http()
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => done(null, Buffer.concat(parts)));
    });
  return cookie ? request.set('Cookie', cookie) : request;
}

/**
 * Waits until `url` no longer answers 409 (the thumbnail is made, or found impossible), and answers it: a made
 * one's bytes, or the error's JSON.
 */
export async function whenSettled(app: TestApp, url: string, cookie?: string): Promise<Response> {
  let answer: Response | undefined;
  await eventually(
    async () => {
      const request = app.http().get(url);
      answer = await (cookie ? request.set('Cookie', cookie) : request);
      return answer.status !== 409;
    },
    `${url} is made or found impossible`,
    THUMBNAIL_TIMEOUT_MS,
  );
  return answer!;
}

/** The thumbnail at `url` once made: its bytes (the answer must be a 200). */
export async function thumbnailAt(app: TestApp, url: string, cookie?: string): Promise<Buffer> {
  const answer = await whenSettled(app, url, cookie);
  expect(answer.status).toBe(200);
  return rawBodyOf(answer);
}
