import { GUESS_WINDOW_MS, guessBudget, guessWindow, proofLevel, proofWork } from './guess-budget.js';

describe('guessBudget', () => {
  it('keeps the expected number of shares opened per window at the exposure', () => {
    expect(guessBudget(0.1, 100)).toBe(10);
    expect(guessBudget(0.1, 1)).toBe(1000);
    expect(guessBudget(0.5, 20)).toBe(250);
    for (const live of [1, 7, 50, 333, 999]) {
      const budget = guessBudget(0.1, live);
      expect((budget * live) / 10_000).toBeLessThanOrEqual(0.1);
    }
  });

  it('does not lose a guess to floating-point rounding', () => {
    expect(guessBudget(0.0003, 1)).toBe(3);
  });

  it('allows at least one failed guess, however many shares are live', () => {
    expect(guessBudget(0.1, 1000)).toBe(1);
    expect(guessBudget(0.1, 10_000)).toBe(1);
  });

  it('treats no live shares like one (nothing can be opened, but the budget stays finite)', () => {
    expect(guessBudget(0.1, 0)).toBe(1000);
  });
});

describe('proofLevel and proofWork', () => {
  it('asks for nothing while the budget lasts', () => {
    expect(proofLevel(0, 10)).toBe(0);
    expect(proofLevel(9, 10)).toBe(0);
  });

  it('rises by one each time the budget is spent again', () => {
    expect(proofLevel(10, 10)).toBe(1);
    expect(proofLevel(19, 10)).toBe(1);
    expect(proofLevel(20, 10)).toBe(2);
    expect(proofLevel(35, 10)).toBe(3);
  });

  it('doubles the work per level after the first', () => {
    expect([1, 2, 3, 4].map((level) => proofWork(50_000, level, 2 ** 31))).toEqual([50_000, 100_000, 200_000, 400_000]);
  });

  it('never asks for more than the counter can hold', () => {
    expect(proofWork(50_000, 40, 2 ** 31)).toBe(2 ** 31);
  });
});

describe('guessWindow', () => {
  it('numbers fixed windows and says how long the current one lasts', () => {
    expect(guessWindow(GUESS_WINDOW_MS * 3)).toEqual({ index: 3, secondsLeft: GUESS_WINDOW_MS / 1000 });
    expect(guessWindow(GUESS_WINDOW_MS * 3 + 1000)).toEqual({ index: 3, secondsLeft: GUESS_WINDOW_MS / 1000 - 1 });
  });
});
