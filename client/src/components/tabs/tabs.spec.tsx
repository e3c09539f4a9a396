import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './tabs';

const ITEMS = [
  { id: 'url', label: 'URL', content: <p>Paste a link</p> },
  { id: 'code', label: 'File Code', content: <p>Type a code</p> },
  { id: 'qr', label: 'QR Code', content: <p>Scan a code</p> },
];

function Harness() {
  const [selected, setSelected] = useState(0);
  return <Tabs items={ITEMS} selected={selected} onSelect={setSelected} aria-label="Open a share" />;
}

const tab = (name: string) => screen.getByRole('tab', { name });

async function focusFirstTab() {
  const user = userEvent.setup();
  await user.tab();
  expect(tab('URL')).toHaveFocus();
  return user;
}

describe(Tabs.name, () => {
  it('shows the selected panel only, and selects a tab on click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Paste a link');
    await user.click(tab('QR Code'));
    expect(tab('QR Code')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Scan a code');
  });

  it('moves and selects with Right and Left, wrapping, and with Home and End', async () => {
    render(<Harness />);
    const user = await focusFirstTab();
    await user.keyboard('{ArrowRight}');
    expect(tab('File Code')).toHaveFocus();
    expect(tab('File Code')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('QR Code')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('URL')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('QR Code')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('URL')).toHaveAttribute('aria-selected', 'true');
  });

  it('in right-to-left text, where the tabs run from the right, goes to the next with Left and back with Right', async () => {
    render(
      <div dir="rtl">
        <Harness />
      </div>,
    );
    const user = await focusFirstTab();
    await user.keyboard('{ArrowLeft}');
    expect(tab('File Code')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Type a code');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('QR Code')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('URL')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('QR Code')).toHaveAttribute('aria-selected', 'true');
  });
});
