import { act, fireEvent, render, screen } from '@testing-library/react';
import { HOW_TO_USE_STEPS } from '../../lib/content/site-sections';
import { HowToUseSlider, SLIDE_INTERVAL_MS } from './how-to-use-slider';

const visibleStep = () => screen.getAllByRole('group', { hidden: false }).find((slide) => !slide.hidden)!;
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe(HowToUseSlider.name, () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('has the three spec steps', () => {
    render(<HowToUseSlider />);
    expect(screen.getByRole('heading', { name: 'How to Use' })).toBeInTheDocument();
    expect(HOW_TO_USE_STEPS).toHaveLength(3);
    for (const [index, title] of [
      'Visit the site',
      'Get the 4-digit code',
      'Share the code or QR and download',
    ].entries())
      expect(screen.getByRole('button', { name: `Show step ${index + 1}: ${title}` })).toBeInTheDocument();
  });

  it('advances every 3000 ms and loops back to the first step', () => {
    expect(SLIDE_INTERVAL_MS).toBe(3000);
    render(<HowToUseSlider />);
    expect(visibleStep()).toHaveAccessibleName('Step 1 of 3');
    advance(2999);
    expect(visibleStep()).toHaveAccessibleName('Step 1 of 3');
    advance(1);
    expect(visibleStep()).toHaveAccessibleName('Step 2 of 3');
    advance(3000);
    expect(visibleStep()).toHaveAccessibleName('Step 3 of 3');
    advance(3000);
    expect(visibleStep()).toHaveAccessibleName('Step 1 of 3');
  });

  it('has manual previous, next and step controls', () => {
    render(<HowToUseSlider />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(visibleStep()).toHaveAccessibleName('Step 3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(visibleStep()).toHaveAccessibleName('Step 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: /Show step 2/ }));
    expect(visibleStep()).toHaveAccessibleName('Step 2 of 3');
    expect(screen.getByRole('button', { name: /Show step 2/ })).toHaveAttribute('aria-current', 'step');
  });

  it('stops with Pause and resumes with Play', () => {
    render(<HowToUseSlider />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play' })); // clicking focused it; leave to test the button alone
    advance(9000);
    expect(visibleStep()).toHaveAccessibleName('Step 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause' }));
    advance(3000);
    expect(visibleStep()).toHaveAccessibleName('Step 2 of 3');
  });

  it('pauses while hovered or focused', () => {
    render(<HowToUseSlider />);
    const slider = screen.getByRole('region', { name: 'How to Use' });
    fireEvent.mouseEnter(slider);
    advance(6000);
    expect(visibleStep()).toHaveAccessibleName('Step 1 of 3');
    fireEvent.mouseLeave(slider);
    advance(3000);
    expect(visibleStep()).toHaveAccessibleName('Step 2 of 3');

    fireEvent.focus(screen.getByRole('button', { name: 'Next step' }));
    advance(6000);
    expect(visibleStep()).toHaveAccessibleName('Step 2 of 3');
    fireEvent.blur(screen.getByRole('button', { name: 'Next step' }));
    advance(3000);
    expect(visibleStep()).toHaveAccessibleName('Step 3 of 3');
  });
});
