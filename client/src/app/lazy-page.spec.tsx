import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadChunk } from './chunk-load';
import { lazyPage } from './lazy-page';
import { actAsync } from '../test/act-async';

const Loaded = () => <h1>Loaded page</h1>;

describe(lazyPage.name, () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a loading state, then the page', async () => {
    const Page = lazyPage('spec', () => Promise.resolve({ default: Loaded }));
    render(<Page />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
  });

  it('renders a page whose chunk was preloaded at once, with no loading state over it', async () => {
    const Page = lazyPage('spec', () => Promise.resolve({ default: Loaded }));
    await Page.preload();
    render(<Page />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
  });

  it('leaves a failed preload to the first render, which offers Retry', async () => {
    const Page = lazyPage('spec', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(Page.preload()).resolves.toBeUndefined();
    render(<Page />);
    expect(await screen.findByRole('heading', { name: 'Loading chunk failed' })).toBeInTheDocument();
  });

  it('shows "Loading chunk failed" when the chunk cannot load, and Retry imports it again', async () => {
    const load = jest
      .fn<Promise<{ default: () => ReactElement }>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: Loaded });
    const Page = lazyPage('spec', load);
    render(<Page />);
    expect(await screen.findByRole('heading', { name: 'Loading chunk failed' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tells a page that crashed while rendering apart from a missing chunk', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    const Page = lazyPage('spec', () => Promise.resolve({ default: Broken }));
    render(<Page />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong on this page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe(loadChunk.name, () => {
  afterEach(() => jest.useRealTimers());

  it('gives up after the spec timeout of 120000 ms', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    jest.useFakeTimers();
    const pending = loadChunk(() => new Promise(() => undefined));
    const outcome = jest.fn();
    pending.catch(outcome);
    await actAsync(() => jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1));
    expect(outcome).not.toHaveBeenCalled();
    await actAsync(() => jest.advanceTimersByTime(1));
    expect(outcome).toHaveBeenCalledWith(expect.any(ChunkLoadError));
  });

  it('wraps import failures in ChunkLoadError and passes modules through', async () => {
    await expect(loadChunk(() => Promise.reject(new Error('404')))).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(loadChunk(() => Promise.resolve(42))).resolves.toBe(42);
  });
});
