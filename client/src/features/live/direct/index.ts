/**
 * Direct transfer: a share's files straight from the sender's open page to a recipient's device over WebRTC, the
 * server relaying only the connection's setup, and the server's copy as the fallback (README.md has the picture).
 */
export { DownloadRoad, SendingDirectlyStatus } from './download-road';
export type { DirectFile } from './direct-download';
export type { DirectProbe } from './direct-probe';
export { fetchDirectly } from './fetch-directly';
export { useDirectDownloads, type DownloadRoadState } from './use-direct-downloads';
