/**
 * Imported first by every entry point (the API, the worker, the operators command), before anything that loads a
 * native addon: built for the pinned Node line, some of them (argon2's) crash another Node with a segmentation
 * fault and no word. So a start on another Node stops at once, saying which Node it needs and how to get it. Only
 * Node's own modules may be imported here.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { nodeLineProblem } from './node-line.js';

/** The repository's package.json, whose `engines.node` names the supported range (in the image too). */
const ROOT_PACKAGE_JSON = fileURLToPath(new URL('../../package.json', import.meta.url));

function engineRange(): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(ROOT_PACKAGE_JSON, 'utf8')) as { engines?: { node?: string } };
    return manifest.engines?.node;
  } catch {
    // No package.json beside the build (copied elsewhere): nothing to check against.
    return undefined;
  }
}

const engines = engineRange();
const problem = engines && nodeLineProblem(process.versions.node, engines);
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}
