import '@testing-library/jest-dom';
import 'fake-indexeddb/auto';
import './src/test/wait-limits';
import './src/test/source-language-intl';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these; jsdom 26 does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not implement scrolling; the layout's <ScrollRestoration> calls it on every navigation.
window.scrollTo = () => undefined;
