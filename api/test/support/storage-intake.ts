import type { INestApplication } from '@nestjs/common';
import { pipeline, type Readable, Transform } from 'node:stream';
import { StorageService } from '../../src/storage/storage.service.js';

export interface StorageIntake {
  /** Bytes the storage has taken from upload bodies (new objects, appends, files stored whole) so far. */
  bytes: () => number;
  stop: () => void;
}

/**
 * Counts the bytes an app's storage takes in while an upload is in progress. Backend-neutral: an object store
 * shows an object only once it is complete, so "the bytes are being stored" cannot be seen in the bucket.
 */
export function watchStorageIntake(app: INestApplication): StorageIntake {
  const storage = app.get(StorageService);
  const write = storage.write.bind(storage);
  const appendPartial = storage.appendPartial.bind(storage);
  const storeWhole = storage.storeWhole.bind(storage);
  let bytes = 0;
  const counted = (source: Readable): Readable => {
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    // Errors and early ends travel both ways, as they would without the counter in between.
    return pipeline(source, counter, () => undefined);
  };
  storage.write = (source) => write(counted(source));
  storage.appendPartial = (key, offset, source) => appendPartial(key, offset, counted(source));
  storage.storeWhole = (key, pieces) => {
    bytes += pieces.reduce((sum, piece) => sum + piece.length, 0);
    return storeWhole(key, pieces);
  };
  return {
    bytes: () => bytes,
    stop: () => {
      // Back to the class's own methods.
      Reflect.deleteProperty(storage, 'write');
      Reflect.deleteProperty(storage, 'appendPartial');
      Reflect.deleteProperty(storage, 'storeWhole');
    },
  };
}
