import { bounded, DOUBLE_TAP_ZOOM, fittedSize, MAX_ZOOM, toggledAt, UNZOOMED, zoomAt } from './zoom';

const stage = { width: 400, height: 800 };
const fitted = { width: 400, height: 300 };

describe('zooming a photo in the viewer', () => {
  it('fits a photo inside the stage without enlarging it', () => {
    expect(fittedSize({ width: 4000, height: 3000 }, stage)).toEqual(fitted);
    expect(fittedSize({ width: 100, height: 50 }, stage)).toEqual({ width: 100, height: 50 });
  });

  it('keeps the scale between 1× and 4×', () => {
    expect(zoomAt(UNZOOMED, 10, { x: 0, y: 0 }, fitted, stage).scale).toBe(MAX_ZOOM);
    expect(zoomAt(UNZOOMED, 0.2, { x: 0, y: 0 }, fitted, stage)).toEqual(UNZOOMED);
  });

  it('zooms into the point under the fingers, which stays where it was', () => {
    const at = { x: 100, y: 50 };
    const zoomed = zoomAt(UNZOOMED, 2, at, fitted, stage);
    // The image point under `at` was 100 px right of the centre; at 2× it is 200 px right of the image's centre.
    expect(zoomed.x + 100 * 2).toBe(at.x);
    expect(zoomed.scale).toBe(2);
  });

  it('pans only as far as the zoomed photo reaches past the stage', () => {
    expect(bounded({ scale: 2, x: 1000, y: 1000 }, fitted, stage)).toEqual({ scale: 2, x: 200, y: 0 });
    expect(bounded({ scale: 4, x: -1000, y: -1000 }, fitted, stage)).toEqual({ scale: 4, x: -600, y: -200 });
  });

  it('toggles between the whole photo and 2.5× on a double tap', () => {
    const zoomed = toggledAt(UNZOOMED, { x: 0, y: 0 }, fitted, stage);
    expect(zoomed.scale).toBe(DOUBLE_TAP_ZOOM);
    expect(toggledAt(zoomed, { x: 0, y: 0 }, fitted, stage)).toEqual(UNZOOMED);
  });
});
