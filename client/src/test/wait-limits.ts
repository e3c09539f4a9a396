import { configure } from '@testing-library/react';

/**
 * How long findBy… and waitFor wait for what a test expects: a hang guard, not a speed goal. A page's first render
 * imports its lazy modules, which can take longer than the default second on a machine busy with other work.
 */
const EXPECTED_WITHIN_MS = 5_000;

configure({ asyncUtilTimeout: EXPECTED_WITHIN_MS });
