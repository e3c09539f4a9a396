/**
 * Why Node `version` cannot run Sharecode, given the `engines.node` range of the root package.json (`>=26.12 <27`:
 * its lower bound is the pinned line); undefined when it can.
 */
export function nodeLineProblem(version: string, engines: string): string | undefined {
  const [needMajor, needMinor] = (/(\d+)\.(\d+)/.exec(engines) ?? []).slice(1).map(Number);
  const [major, minor] = version.split('.').map(Number);
  if (needMajor === undefined || (major === needMajor && minor >= needMinor)) return undefined;
  return (
    `Sharecode runs on Node ${needMajor} (${engines}), not Node ${version}. ` +
    `Start it with \`npm start\` (or \`npm run worker\`), which use the Node that \`npm ci\` installed, ` +
    `or run node_modules/.bin/node api/dist/main.js.`
  );
}
