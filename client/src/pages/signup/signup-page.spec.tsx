import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../test/mock-fetch';
import { renderPage } from '../../test/render-with-router';
import SignupPage from './signup-page';

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  { password = 'hunter22', confirm, terms = true }: { password?: string; confirm?: string; terms?: boolean } = {},
) {
  await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm ?? password);
  if (terms) await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }));
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Sign up' }));

describe('SignupPage', () => {
  it('has the spec fields, a terms link and a link to /login', () => {
    renderPage(<SignupPage />, '/signup');
    for (const label of ['Full name', 'Email', 'Password', 'Confirm password']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('states the password rule under the password field', () => {
    renderPage(<SignupPage />, '/signup');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.');
    expect(screen.getByLabelText('Password')).toHaveAttribute('minLength', '8');
  });

  it('refuses a password under 8 characters without sending anything', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderPage(<SignupPage />, '/signup');
    await fillForm(user, { password: 'hunter2' });
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses mismatched passwords without sending anything', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderPage(<SignupPage />, '/signup');
    await fillForm(user, { confirm: 'different' });
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match!');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires the terms box', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderPage(<SignupPage />, '/signup');
    await fillForm(user, { terms: false });
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent('You must agree to the Terms & Conditions.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts username, email and password as JSON and says "Signup successful!" without navigating', async () => {
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse({ message: 'created' }, 201));
    const user = userEvent.setup();
    renderPage(<SignupPage />, '/signup');
    await fillForm(user);
    await submit(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Signup successful!');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/signup');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(init?.body as string)).toEqual({
      username: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'hunter22',
    });
    expect(screen.getByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it("shows the server's message on a non-OK answer", async () => {
    mockFetch().mockResolvedValue(
      jsonResponse({ statusCode: 409, message: 'Email already registered', error: 'Conflict' }, 409),
    );
    const user = userEvent.setup();
    renderPage(<SignupPage />, '/signup');
    await fillForm(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already registered');
  });

  it('falls back to "Signup failed!" when the server sends no message', async () => {
    mockFetch().mockResolvedValue(new Response('', { status: 500 }));
    const user = userEvent.setup();
    renderPage(<SignupPage />, '/signup');
    await fillForm(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Signup failed!');
  });

  it('says "Something went wrong. Please try again later." when the request throws', async () => {
    mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderPage(<SignupPage />, '/signup');
    await fillForm(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.');
  });
});
