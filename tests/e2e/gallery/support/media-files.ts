/**
 * Real media for the gallery's browser test, made on the spot: JPEGs as a phone writes them (one stored sideways
 * with an EXIF orientation and a GPS position), a short H.264 MP4 (ffmpeg), a WAV tone, and many tiny photos.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

interface SharpImage {
  jpeg(options: { quality: number }): SharpImage;
  rotate(angle: number): SharpImage;
  withExif(exif: Record<string, Record<string, string>>): SharpImage;
  withMetadata(options: { orientation: number }): SharpImage;
  toBuffer(): Promise<Buffer>;
}
type Sharp = (
  input:
    | Buffer
    | { create: { width: number; height: number; channels: 3; background: { r: number; g: number; b: number } } },
  options?: { raw: { width: number; height: number; channels: 3 } },
) => SharpImage;

/** Debian's ffmpeg, as the camera test finds it. */
const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';

/** sharp as the API has it: the tests workspace does not depend on it. */
const sharp = createRequire(resolve(__dirname, '../../../../api/package.json'))('sharp') as Sharp;

/** Stored 1200×800 with EXIF orientation 6: people see it upright, 800 wide and 1200 tall. */
export const SIDEWAYS_PHOTO = 'holiday/photo-2.jpg';

export const PHOTOS = ['holiday/photo-1.jpg', SIDEWAYS_PHOTO, 'holiday/photo-3.jpg', 'holiday/photo-4.jpg'];
export const VIDEO = 'holiday/clip.mp4';
export const AUDIO = 'holiday/tone.wav';
const NOTE = 'holiday/notes.txt';
export const VIDEO_SECONDS = 6;

/** Sky colours, one a photo: each photo of the holiday is told apart by its sky. */
const SKIES = [
  [255, 140, 90],
  [70, 150, 230],
  [120, 200, 230],
  [250, 200, 80],
];

/**
 * A beach as people see it (`width`×`height`, upright): a sky fading to the horizon, the sun high on the right, sand
 * below. Upright or not is plain to see in a screenshot, and in the thumbnail's proportions.
 */
function beach(width: number, height: number, sky: number[]): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  const horizon = height * 0.62;
  const sun = { x: width * 0.75, y: height * 0.22, r: Math.min(width, height) * 0.09 };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const fade = y / horizon;
      let colour =
        y < horizon
          ? sky.map((channel) => channel + (255 - channel) * fade * 0.6)
          : [232 - ((y - horizon) / height) * 60, 205 - ((y - horizon) / height) * 60, 150];
      if (Math.hypot(x - sun.x, y - sun.y) < sun.r) colour = [255, 245, 200];
      pixels.set(colour.map(Math.round), (y * width + x) * 3);
    }
  }
  return pixels;
}

export interface MediaFolder {
  base: string;
  paths: string[];
  bytes: Map<string, Buffer>;
}

/**
 * A holiday photo of 1200×800 (people see it so). The sideways one is 800×1200 as people see it, stored as a phone
 * held sideways stores it: its pixels turned a quarter anticlockwise, EXIF orientation 6 to turn them back, and
 * where it was taken (GPS), which thumbnails must not carry.
 */
async function photo(index: number, sideways: boolean): Promise<Buffer> {
  const [width, height] = sideways ? [800, 1200] : [1200, 800];
  const image = sharp(beach(width, height, SKIES[index % SKIES.length]), { raw: { width, height, channels: 3 } });
  if (!sideways) return image.jpeg({ quality: 85 }).toBuffer();
  // Turned in a buffer of its own first: sharp applies a rotation after any other step of the same pipeline.
  const stored = await image.rotate(270).jpeg({ quality: 100 }).toBuffer();
  return sharp(stored)
    .jpeg({ quality: 85 })
    .withExif({
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A mono 16-bit PCM WAV of a 440 Hz tone. */
function toneWav(seconds: number, rate = 8000): Buffer {
  const samples = seconds * rate;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1)
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 12_000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A short H.264 MP4 with its index first, as phones and cameras hand them on. */
function clipMp4(dir: string): Buffer {
  const out = join(dir, 'clip.mp4');
  execFileSync(FFMPEG, [
    ...[
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `testsrc=duration=${VIDEO_SECONDS}:size=320x240:rate=25`,
    ],
    ...['-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast', '-movflags', '+faststart', '-y', out],
  ]);
  return readFileSync(out);
}

function write(base: string, path: string, bytes: Buffer, into: Map<string, Buffer>): void {
  const full = join(base, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, bytes);
  into.set(path, bytes);
}

/** The holiday folder: four photos, a video, a tone and a note, written under `base`. */
export async function makeHolidayFolder(base: string): Promise<MediaFolder> {
  const bytes = new Map<string, Buffer>();
  for (const [index, path] of PHOTOS.entries()) write(base, path, await photo(index, path === SIDEWAYS_PHOTO), bytes);
  write(base, VIDEO, clipMp4(base), bytes);
  write(base, AUDIO, toneWav(3), bytes);
  write(base, NOTE, Buffer.from('Pack sunscreen.\n'), bytes);
  return { base, paths: [...bytes.keys()], bytes };
}

/** `count` tiny photos in one folder, named as a camera numbers them, written under `base`. */
export async function makeManyPhotos(base: string, count: number): Promise<MediaFolder> {
  const bytes = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    const colour = { r: (index * 37) % 256, g: (index * 91) % 256, b: (index * 53) % 256 };
    const jpeg = await sharp({ create: { width: 48, height: 36, channels: 3, background: colour } })
      .jpeg({ quality: 60 })
      .toBuffer();
    write(base, `camera/IMG_${String(index + 1).padStart(4, '0')}.jpg`, jpeg, bytes);
  }
  return { base, paths: [...bytes.keys()], bytes };
}
