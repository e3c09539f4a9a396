import { nodeLineProblem } from './node-line.js';

const ENGINES = '>=26.12 <27';

describe(nodeLineProblem.name, () => {
  it('accepts the pinned line from its lowest minor on', () => {
    expect(nodeLineProblem('26.12.1', ENGINES)).toBeUndefined();
    expect(nodeLineProblem('26.14.0', ENGINES)).toBeUndefined();
  });

  it('names the Node it needs, the one it got, and how to start with the right one', () => {
    const problem = nodeLineProblem('20.20.2', ENGINES);
    expect(problem).toContain('Sharecode runs on Node 26 (>=26.12 <27), not Node 20.20.2.');
    expect(problem).toContain('`npm start`');
    expect(problem).toContain('node_modules/.bin/node api/dist/main.js');
  });

  it('refuses an older minor of the line and any other line', () => {
    for (const version of ['26.11.0', '25.9.0', '27.0.0', '22.1.0']) {
      expect(nodeLineProblem(version, ENGINES)).toBeDefined();
    }
  });
});
