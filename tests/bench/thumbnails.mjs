// @ts-check
// The thumbnails part of the benchmark (BENCH_PARTS=thumbnails): the worker's thumbnail job against sharp alone.
// The API's side is its own code from api/dist, the app as a worker runs it without REDIS_URL (SQLite and local
// disk in a scratch directory): the `make-thumbnails` job's processor, run as a worker runs a job it took, for one
// photo asked for (its row pending): the share's row and its file's read, the photo read from storage, its thumbnail
// made, stored (flushed to disk) and recorded. The reference is sharp (the API's own copy) making the same thumbnail
// of the same bytes, already in memory. The photos are 12-megapixel JPEGs of 3–5 MB made here (colour and grain, as
// a phone writes them), half of them stored sideways with an EXIF orientation. Rounds alternate which side goes
// first; each round's figure is the mean per photo, and the ratio is the median of the rounds' ratios (BENCH_ROUNDS,
// default 5). A second row says how large the thumbnails are against the photos.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdir, rm } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { figure, goalRow, runAloneIfMain } from './run-alone.mjs';
import { MIB, ROUNDS, VERBOSE } from './settings.mjs';
import { costRow, inRoundOrder } from './transfer-rounds.mjs';

/** @typedef {import('./run-alone.mjs').Row} Row */
/** @typedef {{ toBuffer(): Promise<Buffer>, jpeg(options: object): Sharp, webp(options: object): Sharp,
 *   resize(width: number, height: number, options: object): Sharp, withMetadata(options: object): Sharp }} Sharp */
/** @typedef {((input?: Buffer | object, options?: object) => Sharp)} SharpFactory */

const here = dirname(fileURLToPath(import.meta.url));
const API_DIR = join(here, '..', '..', 'api');
const PHOTOS = Number(process.env.BENCH_THUMBNAIL_PHOTOS ?? 4);
const WIDTH = 4000;
const HEIGHT = 3000;
/** The job may take at most this many times sharp's own time. */
const JOB_TARGET = 1.2;
/** Thumbnails may weigh at most this share of the photos, in per cent. */
const BYTES_TARGET = 2;
/** What the job does to a photo (thumbnails/thumbnail-maker.ts): the reference does the same. */
const RESIZE = { edge: 320, quality: 70 };

/**
 * A module of the API's build: imported by URL, so the bench's type check leaves the compiled file alone.
 * @param {string} path under api/dist
 * @returns {Promise<unknown>}
 */
const apiModule = (path) => import(pathToFileURL(join(API_DIR, 'dist', path)).href);

/**
 * One of the API's own dependencies, the same copy the API loads (sharp with its libvips, TypeORM with its metadata).
 * @param {string} name
 * @returns {Promise<unknown>}
 */
const apiDependency = async (name) =>
  import(pathToFileURL(createRequire(join(API_DIR, 'package.json')).resolve(name)).href);

/** sharp as the API has it. */
async function apiSharp() {
  return /** @type {{ default: SharpFactory }} */ (await apiDependency('sharp')).default;
}

/**
 * A 12-megapixel photo as a phone stores it: smooth colour with grain, JPEG at quality 88 (about 4–5 MB), stored
 * sideways with EXIF orientation 6 when `upright`.
 * @param {SharpFactory} sharp
 * @param {boolean} upright
 */
async function photo(sharp, upright) {
  const colour = await sharp(randomBytes(64 * 48 * 3), { raw: { width: 64, height: 48, channels: 3 } })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .toBuffer();
  const pixels = Buffer.from(colour);
  const grain = randomBytes(pixels.length);
  for (let index = 0; index < pixels.length; index++) {
    pixels[index] = Math.max(0, Math.min(255, pixels[index] + (grain[index] % 33) - 16));
  }
  const image = sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: 88 });
  return (upright ? image.withMetadata({ orientation: 6 }) : image).toBuffer();
}

/**
 * The API's side: the app as a worker-less process runs it, with one share holding the photos; resolves a
 * function that runs the job for one photo and what it stored, and the app's close.
 * @param {string} dir
 * @param {Buffer[]} photos
 */
async function apiJob(dir, photos) {
  await import('reflect-metadata');
  const { NestFactory } = await import('@nestjs/core');
  const { AppModule } = /** @type {{ AppModule: { forRoot(env: object): object } }} */ (
    await apiModule('app.module.js')
  );
  const { Jobs } = /** @type {{ Jobs: abstract new () => object }} */ (await apiModule('jobs/jobs.js'));
  const { StorageService } = /** @type {{ StorageService: abstract new () => object }} */ (
    await apiModule('storage/storage.service.js')
  );
  const { FoldersService } = /** @type {{ FoldersService: new () => object }} */ (
    await apiModule('folders/folders.service.js')
  );
  const { ThumbnailsRepository } = /** @type {{ ThumbnailsRepository: new () => object }} */ (
    await apiModule('thumbnails/thumbnails.repository.js')
  );
  const { DataSource } = /** @type {{ DataSource: abstract new () => object }} */ (await apiDependency('typeorm'));
  const app = await NestFactory.createApplicationContext(
    /** @type {import('@nestjs/common').DynamicModule} */ (
      AppModule.forRoot({ DATA_DIR: dir, CLIENT_DIR: join(dir, 'no-client'), LOG_LEVEL: 'silent' })
    ),
    { logger: false },
  );
  const jobs = /** @type {{ process(name: string, data: object): Promise<unknown> }} */ (app.get(Jobs));
  const storage =
    /** @type {{ write(source: Readable): Promise<{ key: string, size: number }>,
     *   delete(key: string): Promise<void> }} */ (app.get(StorageService));
  const folders =
    /** @type {{ create(files: object[], settings: object): Promise<{ folder: { id: number } }>,
     *   findById(id: number): Promise<{ files: Array<{ id: number, filepath: string }> }> }} */ (
      app.get(FoldersService)
    );
  const thumbnails = /** @type {{ request(folderId: number, fileIds: number[], at: Date): Promise<void> }} */ (
    app.get(ThumbnailsRepository)
  );
  const database =
    /** @type {{ query(sql: string, parameters: unknown[]): Promise<Array<{ storage_key: string, size: number }>> }} */ (
      app.get(DataSource)
    );

  const stored = [];
  for (const [index, bytes] of photos.entries()) {
    const { key, size } = await storage.write(Readable.from([bytes]));
    const name = `photo-${index}.jpg`;
    stored.push({ filepath: `roll/${name}`, filename: name, filesize: size, mimetype: 'image/jpeg', storageKey: key });
  }
  // Recorded directly, not uploaded: an upload would ask for the thumbnails, and its jobs would run meanwhile.
  const created = await folders.create(stored, {
    retention: '24h',
    ownerId: null,
    passwordHash: null,
    encrypted: false,
    scanState: null,
  });
  const folderId = created.folder.id;
  const files = (await folders.findById(folderId)).files.sort((a, b) => a.filepath.localeCompare(b.filepath));

  /**
   * Runs the job for photo `index` as a worker runs a job it took; resolves its time and the thumbnail's size,
   * then forgets the thumbnail so that the next round makes it again.
   * @param {number} index
   */
  const run = async (index) => {
    const fileId = files[index].id;
    await thumbnails.request(folderId, [fileId], new Date());
    const started = performance.now();
    const made = await jobs.process('make-thumbnails', { folderId, fileIds: [fileId] });
    const ms = performance.now() - started;
    const [row] = await database.query('SELECT storage_key, size FROM file_thumbnails WHERE file_id = ?', [fileId]);
    if (made !== 1 || !row) throw new Error(`the job made no thumbnail of photo ${index}`);
    await storage.delete(row.storage_key);
    await database.query('DELETE FROM file_thumbnails WHERE file_id = ?', [fileId]);
    return { ms, size: Number(row.size) };
  };
  return { run, close: () => app.close() };
}

/**
 * @param {string} work
 * @returns {Promise<Row[]>}
 */
export async function thumbnailRows(work) {
  const dir = join(work, 'thumbnails');
  await mkdir(dir, { recursive: true });
  const sharp = await apiSharp();
  console.log(`Thumbnails: making ${PHOTOS} photos of ${(WIDTH * HEIGHT) / 1e6} MP ...`);
  /** @type {Buffer[]} */
  const photos = [];
  for (let index = 0; index < PHOTOS; index++) photos.push(await photo(sharp, index % 2 === 0));
  /** @param {Buffer} bytes */
  const reference = async (bytes) => {
    const started = performance.now();
    const thumbnail = await sharp(bytes, { failOn: 'warning', autoOrient: true })
      .resize(RESIZE.edge, RESIZE.edge, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: RESIZE.quality })
      .toBuffer();
    return { ms: performance.now() - started, size: thumbnail.length };
  };
  const api = await apiJob(dir, photos);
  try {
    // A first run of each side, untimed: libvips and the database warmed up.
    await api.run(0);
    await reference(photos[0]);
    /** @type {{ api: number[], reference: number[] }} */
    const perPhoto = { api: [], reference: [] };
    let thumbnailBytes = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`Round ${round}/${ROUNDS}: ${PHOTOS} thumbnails by the job and by sharp alone ...`);
      let apiMs = 0;
      let referenceMs = 0;
      thumbnailBytes = 0;
      for (const [index, bytes] of photos.entries()) {
        const [job, alone] = await inRoundOrder(
          round,
          () => api.run(index),
          () => reference(bytes),
        );
        apiMs += job.ms;
        referenceMs += alone.ms;
        thumbnailBytes += job.size;
      }
      perPhoto.api.push(apiMs / PHOTOS);
      perPhoto.reference.push(referenceMs / PHOTOS);
      if (VERBOSE)
        console.log(`  job ${(apiMs / PHOTOS).toFixed(1)} ms, sharp ${(referenceMs / PHOTOS).toFixed(1)} ms`);
    }
    const photoBytes = photos.reduce((sum, bytes) => sum + bytes.length, 0);
    const share = (thumbnailBytes / photoBytes) * 100;
    return [
      costRow(
        `thumbnails: a 12 MP photo's thumbnail job (read, made, stored, recorded) vs sharp alone`,
        perPhoto.api,
        perPhoto.reference,
        'ms',
        JOB_TARGET,
      ),
      goalRow({
        metric: 'thumbnails: thumbnail bytes as a share of the photos',
        sharecode: `${figure(thumbnailBytes / PHOTOS / 1024, 1, 'KiB')} per photo`,
        reference: `${figure(photoBytes / PHOTOS / MIB, 2, 'MiB')} per photo`,
        ratio: figure(share, 2, '%'),
        value: share,
        goal: { bound: '<=', limit: BYTES_TARGET, unit: '%' },
      }),
    ];
  } finally {
    await api.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await runAloneIfMain(import.meta.url, thumbnailRows);
