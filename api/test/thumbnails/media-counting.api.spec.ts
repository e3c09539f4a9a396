import { randomBytes } from 'node:crypto';
import { OpenCounter } from '../../src/folders/manage/open-counter.js';
import type { FolderStateDto } from '../../src/folders/dto/folder-state.dto.js';
import { folderStateOf, rawBodyOf } from '../support/answers.js';
import { eventually } from '../support/poll.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { getBytes, photo, type PhotoShare, sharePhotos, thumbnailAt } from './support.js';

const MIB = 1024 * 1024;

/**
 * What watching a video, looking at photos and saving files count as: a share kept until downloaded must outlive
 * everything a recipient's page does to show its files (a `<video src>` plays by dozens of Range requests, a
 * grid fetches thumbnails, a viewer previews), and end once every file was saved whole. See docs/gallery.md.
 */
describe('counting opens and downloads of photos and videos', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(() => app.close());

  async function stateOf(share: PhotoShare): Promise<FolderStateDto> {
    // Opens are written once a second: what was counted so far, written now.
    await app.app.get(OpenCounter).flush();
    return folderStateOf(
      await app.http().get(`/api/shares/${share.code}/state`).set('X-Manage-Key', share.manageKey).expect(200),
    );
  }

  /**
   * Lets the bookkeeping of earlier downloads land before a check that they changed nothing: a control share kept
   * until downloaded, saved whole after them, ends only once its own has.
   */
  async function settle(): Promise<void> {
    const control = await sharePhotos(app, [{ path: 'control.txt', content: 'control' }], {
      fields: { retention: 'download' },
    });
    await app.http().get(control.file('control.txt').url).expect(200);
    await eventually(
      async () => (await app.http().get(`/api/folders/${control.link}/zip`)).status === 410,
      'the control share ended',
    );
  }

  it('counts a video played and sought through, and a photo viewed, as one open and no download', async () => {
    const video = randomBytes(3 * MIB);
    const still = await photo({ width: 800, height: 600 });
    // Shared by a signed-out sender and opened by its link once: what a recipient's page does.
    const share = await sharePhotos(
      app,
      [
        { path: 'holiday/beach.mp4', content: video },
        { path: 'holiday/beach.jpg', content: still },
      ],
      { fields: { retention: 'download' } },
    );
    const play = `${share.file('holiday/beach.mp4').url}?inline=1`;

    // How Chromium plays `<video src>`: from the start to the end, then seeks, each a Range request.
    const start = await getBytes(app, play).set('Range', 'bytes=0-').expect(206);
    expect(start.headers).toMatchObject({
      'content-type': 'video/mp4',
      'accept-ranges': 'bytes',
      'content-range': `bytes 0-${video.length - 1}/${video.length}`,
    });
    expect(String(start.headers['content-disposition'])).toMatch(/^inline;/);
    // The whole video went out, to the last byte, and it still is no download.
    expect(rawBodyOf(start).equals(video)).toBe(true);
    for (const range of ['bytes=1048576-', 'bytes=2097152-3145727', `bytes=${video.length - 100}-`, 'bytes=0-1']) {
      await getBytes(app, play).set('Range', range).expect(206);
    }
    // A player revalidating what it holds gets the whole file (no validator to check If-Range against): inline.
    await getBytes(app, play).set('Range', 'bytes=0-').set('If-Range', 'Tue, 01 Jan 2030 00:00:00 GMT').expect(200);
    // A download manager fetching an attachment in ranges saves nothing the server can tell is whole.
    await getBytes(app, share.file('holiday/beach.mp4').url).set('Range', 'bytes=0-').expect(206);
    // The photo: its thumbnail in the grid, then the viewer's preview.
    for (let view = 0; view < 3; view++) await thumbnailAt(app, share.file('holiday/beach.jpg').thumbnailUrl!);
    await getBytes(app, `${share.file('holiday/beach.jpg').url}?inline=1`).expect(200);
    await settle();

    const watched = await stateOf(share);
    // The page's lookup (sharePhotos's), whatever the player and the grid asked for since.
    expect(watched.opens).toBe(1);
    expect(watched.files.map((file) => file.downloads)).toEqual([0, 0]);
    expect(watched.status).toBe('live');

    // Saving both whole ends the share: the counting above was not switched off.
    await getBytes(app, share.file('holiday/beach.mp4').url).expect(200);
    await getBytes(app, share.file('holiday/beach.jpg').url).expect(200);
    await eventually(
      async () => (await app.http().get(`/s/${share.link}/qr`)).status === 410,
      'the share ends once everything was saved',
    );
  });

  it('counts a whole ZIP saved as a download, and ends a share kept until downloaded', async () => {
    const share = await sharePhotos(app, [{ path: 'clip.webm', content: randomBytes(MIB) }], {
      fields: { retention: 'download' },
    });
    await getBytes(app, `${share.file('clip.webm').url}?inline=1`)
      .set('Range', 'bytes=0-')
      .expect(206);
    await settle();
    expect((await stateOf(share)).zipDownloads).toBe(0);
    await getBytes(app, share.folder.zipUrl).expect(200);
    await eventually(
      async () => (await app.http().get(`/s/${share.link}/qr`)).status === 410,
      'the share ends once its ZIP was saved',
    );
  });
});
