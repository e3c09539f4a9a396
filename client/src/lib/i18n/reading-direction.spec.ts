import { inlineKey, readingDirection } from './reading-direction';

afterEach(() => {
  document.body.innerHTML = '';
});

function elementIn(html: string): Element {
  document.body.innerHTML = html;
  return document.getElementById('target')!;
}

describe(readingDirection.name, () => {
  it('takes the nearest dir attribute, the element’s own first', () => {
    expect(readingDirection(elementIn('<div dir="rtl"><p><span id="target">x</span></p></div>'))).toBe('rtl');
    expect(readingDirection(elementIn('<div dir="rtl"><p dir="ltr"><span id="target">x</span></p></div>'))).toBe('ltr');
    expect(readingDirection(elementIn('<div dir="ltr"><span id="target" dir="RTL">x</span></div>'))).toBe('rtl');
  });

  it('prefers the computed direction where the browser gives one', () => {
    expect(readingDirection(elementIn('<div dir="rtl"><span id="target" style="direction: ltr">x</span></div>'))).toBe(
      'ltr',
    );
    expect(readingDirection(elementIn('<div><span id="target" style="direction: rtl">x</span></div>'))).toBe('rtl');
  });

  it('is left to right without a direction, or without an element', () => {
    expect(readingDirection(elementIn('<span id="target">x</span>'))).toBe('ltr');
    expect(readingDirection(null)).toBe('ltr');
  });
});

describe(inlineKey.name, () => {
  it('mirrors Left and Right in right-to-left text only', () => {
    expect(inlineKey('ArrowLeft', 'rtl')).toBe('ArrowRight');
    expect(inlineKey('ArrowRight', 'rtl')).toBe('ArrowLeft');
    expect(inlineKey('ArrowLeft', 'ltr')).toBe('ArrowLeft');
    expect(inlineKey('ArrowRight', 'ltr')).toBe('ArrowRight');
  });

  it('leaves Up, Down, Home, End and other keys as they are', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'Home', 'End', 'Enter', 'a']) expect(inlineKey(key, 'rtl')).toBe(key);
  });
});
