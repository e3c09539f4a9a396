import { frameScheduler } from './frame-scheduler';

describe(frameScheduler.name, () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void (frames[id - 1] = () => undefined));
  });
  afterEach(() => jest.restoreAllMocks());

  function nextFrame(): void {
    const due = frames;
    frames = [];
    due.forEach((callback) => callback(performance.now()));
  }

  it('runs its work once per animation frame however often it is asked', () => {
    const work = jest.fn();
    const scheduler = frameScheduler(work);
    for (let index = 0; index < 50; index++) scheduler.request();
    expect(work).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    nextFrame();
    expect(work).toHaveBeenCalledTimes(1);
    scheduler.request();
    scheduler.request();
    nextFrame();
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('drops a planned run when cancelled', () => {
    const work = jest.fn();
    const scheduler = frameScheduler(work);
    scheduler.request();
    scheduler.cancel();
    nextFrame();
    expect(work).not.toHaveBeenCalled();
    scheduler.request();
    nextFrame();
    expect(work).toHaveBeenCalledTimes(1);
  });
});
