/** Swipes as a person makes them: a finger on a phone (touch events through DevTools), a mouse drag on a desktop. */
import type { Locator, Page } from 'playwright-core';

const STEPS = 8;

/** Drags across the middle of `target` from 80 % to 20 % of its width (`next`) or the other way (`previous`). */
export async function swipe(
  page: Page,
  target: Locator,
  direction: 'next' | 'previous',
  touch: boolean,
): Promise<void> {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const [from, to] = direction === 'next' ? [0.8, 0.2] : [0.2, 0.8];
  const x = (share: number) => box.x + box.width * share;
  if (!touch) {
    await page.mouse.move(x(from), y);
    await page.mouse.down();
    for (let step = 1; step <= STEPS; step += 1) await page.mouse.move(x(from + ((to - from) * step) / STEPS), y);
    await page.mouse.up();
    return;
  }
  const session = await page.context().newCDPSession(page);
  const point = (share: number) => [{ x: x(share), y, id: 1 }];
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let step = 1; step <= STEPS; step += 1)
    await session.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(from + ((to - from) * step) / STEPS),
    });
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

/** Two quick taps (or clicks) on the middle of `target`. */
export async function doubleTap(page: Page, target: Locator, touch: boolean): Promise<void> {
  const box = (await target.boundingBox())!;
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  if (!touch) {
    await page.mouse.dblclick(at.x, at.y);
    return;
  }
  await page.touchscreen.tap(at.x, at.y);
  await page.touchscreen.tap(at.x, at.y);
}

/** Two fingers spread apart from the middle of `target` (a phone), or the wheel turned towards the page (a desktop). */
export async function pinchOut(page: Page, target: Locator, touch: boolean): Promise<void> {
  const box = (await target.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  if (!touch) {
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.wheel(0, -300);
    return;
  }
  const session = await page.context().newCDPSession(page);
  const fingers = (spread: number) => [
    { x: centre.x - spread, y: centre.y, id: 1 },
    { x: centre.x + spread, y: centre.y, id: 2 },
  ];
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(30) });
  for (let step = 1; step <= STEPS; step += 1)
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(30 + step * 10) });
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}
