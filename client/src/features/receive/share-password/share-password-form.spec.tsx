import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_NEEDED_MESSAGE, WRONG_PASSWORD_MESSAGE } from '../../../lib/sharing/lookup-errors';
import { SharePasswordForm } from './share-password-form';

describe(SharePasswordForm.name, () => {
  it('asks for the password and hands it over', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<SharePasswordForm wrong={false} onSubmit={onSubmit} />);
    expect(screen.getByText(PASSWORD_NEEDED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(onSubmit).toHaveBeenCalledWith('correct horse');
  });

  it('says plainly when the password was wrong', () => {
    render(<SharePasswordForm wrong onSubmit={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(WRONG_PASSWORD_MESSAGE);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });
});
