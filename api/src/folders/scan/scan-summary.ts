import type { Folder } from '../folder.entity.js';
import type { ScanSummaryDto } from './scan-summary.dto.js';
import { parseFindings } from './scan-state.js';

/** A share's scan as its sender sees it; null for a share made while no scanner was configured. */
export function scanSummaryOf(folder: Pick<Folder, 'scanState' | 'scanFindings'>): ScanSummaryDto | null {
  if (folder.scanState === null) return null;
  return {
    state: folder.scanState,
    findings: parseFindings(folder.scanFindings).map(({ filepath, signature }) => ({ filepath, signature })),
  };
}
