import { screen } from '@testing-library/react';
import { CONTACT_DETAILS } from '../../lib/content/site-sections';
import { renderPage } from '../../test/render-with-router';
import ContactPage from './contact-page';

describe('ContactPage', () => {
  it('has labelled name, email and message fields, contact details, and says it does not send by itself', () => {
    renderPage(<ContactPage />, '/contact');
    expect(screen.getByLabelText('Name')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Message')).toBeRequired();
    expect(screen.getByText(/This form does not send anything by itself/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open in my e-mail app' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CONTACT_DETAILS.email })).toHaveAttribute(
      'href',
      `mailto:${CONTACT_DETAILS.email}`,
    );
  });
});
