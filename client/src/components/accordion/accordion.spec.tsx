import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, type AccordionItem } from './accordion';

const items: AccordionItem[] = [
  { id: 'a', title: 'First', content: <p>Answer one</p> },
  { id: 'b', title: 'Second', content: <p>Answer two</p> },
  { id: 'c', title: 'Third', content: <p>Answer three</p> },
];

const header = (name: string) => screen.getByRole('button', { name });

describe(Accordion.name, () => {
  it('renders headers as buttons controlling labelled regions, all closed by default', () => {
    render(<Accordion items={items} />);
    for (const name of ['First', 'Second', 'Third']) {
      const button = header(name);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
      expect(panel).not.toBeVisible();
      expect(panel).toHaveAttribute('aria-labelledby', button.id);
    }
  });

  it('keeps only one item open', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(header('First'));
    expect(header('First')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Answer one')).toBeVisible();

    await user.click(header('Second'));
    expect(header('First')).toHaveAttribute('aria-expanded', 'false');
    expect(header('Second')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Answer one')).not.toBeVisible();
    expect(screen.getByText('Answer two')).toBeVisible();
  });

  it('closes the open item when it is clicked again', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} defaultOpenId="b" />);
    expect(screen.getByText('Answer two')).toBeVisible();
    await user.click(header('Second'));
    expect(header('Second')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Answer two')).not.toBeVisible();
  });

  it('keeps the open item open when not collapsible', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} defaultOpenId="a" collapsible={false} />);
    await user.click(header('First'));
    expect(header('First')).toHaveAttribute('aria-expanded', 'true');
  });

  it('is keyboard operable: arrows, Home and End move focus; Enter and Space toggle', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    header('First').focus();
    await user.keyboard('{ArrowDown}');
    expect(header('Second')).toHaveFocus();
    await user.keyboard('{End}');
    expect(header('Third')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(header('First')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(header('Third')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(header('First')).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(header('First')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(header('First')).toHaveAttribute('aria-expanded', 'false');
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    const { rerender } = render(<Accordion items={items} openId="a" onOpenChange={onOpenChange} />);
    await user.click(header('Third'));
    expect(onOpenChange).toHaveBeenCalledWith('c');
    expect(header('First')).toHaveAttribute('aria-expanded', 'true'); // parent has not changed openId yet
    rerender(<Accordion items={items} openId="c" onOpenChange={onOpenChange} />);
    expect(header('Third')).toHaveAttribute('aria-expanded', 'true');
  });

  it('uses the requested heading level', () => {
    render(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });
});
