import { gridKeyTarget, gridLayout, MIN_TILE_PX, TILE_GAP_PX, tilesOfRow, UNLAID_WIDTH_PX } from './grid-layout';

describe(gridLayout.name, () => {
  it('fits three square tiles across a phone and more across a desktop, filling the width', () => {
    const phone = gridLayout(280, 10);
    expect(phone.columns).toBe(3);
    expect(phone.tile * 3 + TILE_GAP_PX * 2).toBeLessThanOrEqual(280);
    expect(phone.tile * 3 + TILE_GAP_PX * 2).toBeGreaterThan(280 - 3);
    expect(phone.rows).toBe(4);
    expect(phone.rowHeight).toBe(phone.tile + TILE_GAP_PX);

    const desktop = gridLayout(1000, 2000);
    expect(desktop.columns).toBe(7);
    expect(desktop.tile).toBeGreaterThanOrEqual(120);
    expect(gridLayout(1040, 1).columns).toBe(8);
    expect(desktop.rows).toBe(286);
  });

  it('keeps one column on a box narrower than a tile, and lays out a box not laid out yet as a usual one', () => {
    expect(gridLayout(MIN_TILE_PX - 10, 3)).toMatchObject({ columns: 1, rows: 3 });
    expect(gridLayout(0, 3)).toEqual(gridLayout(UNLAID_WIDTH_PX, 3));
  });

  it('has no rows for no tiles', () => {
    expect(gridLayout(500, 0).rows).toBe(0);
  });
});

describe(tilesOfRow.name, () => {
  it('gives each row its tiles, the last one short', () => {
    expect(tilesOfRow(0, 3, 7)).toEqual([0, 1, 2]);
    expect(tilesOfRow(2, 3, 7)).toEqual([6]);
    expect(tilesOfRow(3, 3, 7)).toEqual([]);
  });
});

describe(gridKeyTarget.name, () => {
  it('moves by one sideways and by a row up and down, within the tiles', () => {
    expect(gridKeyTarget(4, 'ArrowRight', 3, 10, 'ltr')).toBe(5);
    expect(gridKeyTarget(4, 'ArrowLeft', 3, 10, 'ltr')).toBe(3);
    expect(gridKeyTarget(4, 'ArrowDown', 3, 10, 'ltr')).toBe(7);
    expect(gridKeyTarget(4, 'ArrowUp', 3, 10, 'ltr')).toBe(1);
    expect(gridKeyTarget(1, 'ArrowUp', 3, 10, 'ltr')).toBe(0);
    expect(gridKeyTarget(8, 'ArrowDown', 3, 10, 'ltr')).toBe(9);
    expect(gridKeyTarget(9, 'ArrowRight', 3, 10, 'ltr')).toBe(9);
  });

  it('goes to the next tile with Left and the previous with Right in right-to-left text', () => {
    expect(gridKeyTarget(4, 'ArrowLeft', 3, 10, 'rtl')).toBe(5);
    expect(gridKeyTarget(4, 'ArrowRight', 3, 10, 'rtl')).toBe(3);
    expect(gridKeyTarget(9, 'ArrowLeft', 3, 10, 'rtl')).toBe(9);
    expect(gridKeyTarget(0, 'ArrowRight', 3, 10, 'rtl')).toBe(0);
    expect(gridKeyTarget(4, 'ArrowDown', 3, 10, 'rtl')).toBe(7);
    expect(gridKeyTarget(4, 'ArrowUp', 3, 10, 'rtl')).toBe(1);
    expect(gridKeyTarget(5, 'End', 3, 10, 'rtl')).toBe(9);
  });

  it('jumps to the ends and by pages, and leaves other keys alone', () => {
    expect(gridKeyTarget(5, 'Home', 3, 10, 'ltr')).toBe(0);
    expect(gridKeyTarget(5, 'End', 3, 10, 'ltr')).toBe(9);
    expect(gridKeyTarget(0, 'PageDown', 3, 100, 'ltr')).toBe(9);
    expect(gridKeyTarget(5, 'Enter', 3, 10, 'ltr')).toBeNull();
    expect(gridKeyTarget(0, 'ArrowRight', 3, 0, 'ltr')).toBeNull();
  });
});
