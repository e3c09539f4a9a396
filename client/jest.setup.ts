import '@testing-library/jest-dom';
import 'fake-indexeddb/auto';
import './src/test/wait-limits';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these; jsdom 26 does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not implement scrolling; the layout's <ScrollRestoration> calls it on every navigation.
window.scrollTo = () => undefined;

// The page's live connection, without the pauses that keep a constantly changing share from being read and drawn
// more than once a second (or a followed state every 5 s): specs hand the next change at once and expect it shown.
// The pacing has its own spec (src/lib/live/live-connection.spec.ts) and the browser tests run it as it ships.
jest.mock('./src/lib/live/live-connection', () => {
  const actual = jest.requireActual<typeof import('./src/lib/live/live-connection')>('./src/lib/live/live-connection');
  return { ...actual, liveConnection: new actual.LiveConnection(undefined, { changesMs: 0, statesMs: 0 }) };
});
