import { createHash, randomBytes } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Sha256Stage } from './sha256-stage.js';

function sink(): { stream: Writable; received: () => Buffer } {
  const pieces: Buffer[] = [];
  return {
    stream: new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        pieces.push(chunk);
        done();
      },
    }),
    received: () => Buffer.concat(pieces),
  };
}

describe(Sha256Stage.name, () => {
  it('passes every byte on and knows their SHA-256 once the stream ends', async () => {
    const chunks = Array.from({ length: 40 }, (_, index) => randomBytes(100_000 + index));
    const stage = new Sha256Stage();
    const out = sink();
    await pipeline(Readable.from(chunks), stage, out.stream);
    const all = Buffer.concat(chunks);
    expect(out.received().equals(all)).toBe(true);
    expect(stage.sha256).toBe(createHash('sha256').update(all).digest('hex'));
  });

  it('hashes an empty stream, and streams side by side', async () => {
    const [empty, a, b] = [new Sha256Stage(), new Sha256Stage(), new Sha256Stage()];
    const [bytesA, bytesB] = [randomBytes(3 * 1024 * 1024 + 1), randomBytes(12_345)];
    await Promise.all([
      pipeline(Readable.from([]), empty, sink().stream),
      pipeline(Readable.from([bytesA]), a, sink().stream),
      pipeline(Readable.from([bytesB]), b, sink().stream),
    ]);
    expect([empty.sha256, a.sha256, b.sha256]).toEqual(
      [Buffer.alloc(0), bytesA, bytesB].map((bytes) => createHash('sha256').update(bytes).digest('hex')),
    );
  });

  it('fails with the source, leaving no digest', async () => {
    const stage = new Sha256Stage();
    const failing = new Readable({ read() {} });
    const done = pipeline(failing, stage, sink().stream);
    failing.push(randomBytes(10));
    failing.destroy(new Error('client went away'));
    await expect(done).rejects.toThrow('client went away');
    expect(stage.sha256).toBeUndefined();
  });
});
