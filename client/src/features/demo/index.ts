/**
 * The simulated features' demo (/ai-file-restoring, /auto-file-syncing, /secure-cloud-storage): the banner each
 * shows and a simulated batch of files. Pages import from here.
 */
export { DemoNotice } from './demo-notice';
export { SimulatedFileBatch } from './simulated-file-batch';
