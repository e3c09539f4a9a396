import type { Folder } from '../folders/folder.entity.js';
import type { ScanSummaryDto } from './dto/scan-summary.dto.js';
import { parseFindings } from './scan-state.js';

/** A share's scan as its sender sees it; null for a share made while no scanner was configured. */
export function scanSummaryOf(folder: Pick<Folder, 'scanState' | 'scanFindings'>): ScanSummaryDto | null {
  if (folder.scanState === null) return null;
  return {
    state: folder.scanState,
    findings: parseFindings(folder.scanFindings).map(({ filepath, signature }) => ({ filepath, signature })),
  };
}
