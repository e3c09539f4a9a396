import { PassThrough } from 'node:stream';
import { abortable } from './abortable-body.js';

describe(abortable.name, () => {
  it('passes the pieces on until the body ends', async () => {
    const body = new PassThrough();
    body.end(Buffer.from('abc'));
    const pieces: string[] = [];
    for await (const piece of abortable(body, new AbortController().signal)) pieces.push(piece.toString());
    expect(pieces.join('')).toBe('abc');
  });

  it('throws the reason of an abort at once, even while waiting for a piece, leaving the body alone', async () => {
    const body = new PassThrough();
    body.write(Buffer.from('first'));
    const stop = new AbortController();
    const reading = (async () => {
      const pieces: string[] = [];
      for await (const piece of abortable(body, stop.signal)) pieces.push(piece.toString());
      return pieces;
    })();
    const refusal = new Error('the share ended');
    setImmediate(() => stop.abort(refusal));
    await expect(reading).rejects.toBe(refusal);
    // Not destroyed: the request can still be answered.
    expect(body.destroyed).toBe(false);
  });

  it('destroys the body when its reader stops early, as leaving a for-await loop does', async () => {
    const body = new PassThrough();
    body.write(Buffer.from('one'));
    // Stops after the first piece.
    for await (const piece of abortable(body, new AbortController().signal)) {
      expect(piece.toString()).toBe('one');
      break;
    }
    expect(body.destroyed).toBe(true);
  });
});
