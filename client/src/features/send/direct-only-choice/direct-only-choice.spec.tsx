import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeWebRtc } from '../../../test/fake-web-rtc';
import { DIRECT_ONLY_HINT, DIRECT_ONLY_LIVES_HINT, DirectOnlyChoice } from './direct-only-choice';
import { useDirectOnlyChoice } from './use-direct-only-choice';

function Harness({ onChosen }: { onChosen?: (enabled: boolean) => void }) {
  const choice = useDirectOnlyChoice();
  onChosen?.(choice.enabled);
  return <DirectOnlyChoice {...choice} />;
}

const checkbox = () => screen.getByRole('checkbox', { name: 'Send directly only' });

describe(DirectOnlyChoice.name, () => {
  let uninstall: () => void = () => undefined;

  afterEach(() => uninstall());

  it('is off by default, and says plainly what it means', () => {
    uninstall = installFakeWebRtc();
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Sending' })).toBeInTheDocument();
    expect(checkbox()).not.toBeChecked();
    expect(checkbox()).toBeEnabled();
    expect(checkbox()).toHaveAccessibleDescription(expect.stringContaining(DIRECT_ONLY_HINT));
    expect(screen.queryByText(DIRECT_ONLY_LIVES_HINT)).not.toBeInTheDocument();
  });

  it('says, once ticked, that the share lives only while this page is open', async () => {
    uninstall = installFakeWebRtc();
    const user = userEvent.setup();
    const chosen: boolean[] = [];
    render(<Harness onChosen={(enabled) => chosen.push(enabled)} />);
    await user.click(checkbox());
    expect(checkbox()).toBeChecked();
    expect(screen.getByTestId('direct-only-lives')).toHaveTextContent(DIRECT_ONLY_LIVES_HINT);
    expect(chosen.at(-1)).toBe(true);
    await user.click(checkbox());
    expect(chosen.at(-1)).toBe(false);
    expect(screen.queryByText(DIRECT_ONLY_LIVES_HINT)).not.toBeInTheDocument();
  });

  it('cannot be chosen in a browser without WebRTC, and says why', () => {
    render(<Harness />);
    expect(checkbox()).toBeDisabled();
    expect(checkbox()).not.toBeChecked();
    expect(screen.getByText('This browser cannot send files directly.')).toBeInTheDocument();
  });

  it('is not remembered: every page starts with it off', async () => {
    uninstall = installFakeWebRtc();
    const user = userEvent.setup();
    const first = render(<Harness />);
    await user.click(checkbox());
    first.unmount();
    render(<Harness />);
    expect(checkbox()).not.toBeChecked();
  });
});
