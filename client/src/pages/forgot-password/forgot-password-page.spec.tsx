import { screen } from '@testing-library/react';
import { renderPage } from '../../test/render-with-router';
import ForgotPasswordPage from './forgot-password-page';

describe('ForgotPasswordPage', () => {
  it('says honestly that no reset e-mail is sent and offers ways forward', () => {
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    expect(screen.getByText('Password reset by e-mail is not available yet.')).toBeInTheDocument();
    expect(screen.getByText(/nothing has been sent/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
