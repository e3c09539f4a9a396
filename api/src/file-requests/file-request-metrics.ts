import { Injectable } from '@nestjs/common';
import { Metrics } from '../metrics/metrics.js';
import { FileRequestsService } from './file-requests.service.js';

/** Keeps sharecode_file_requests_open current: requests taking answers, counted at each scrape. */
@Injectable()
export class FileRequestMetricsProvider {
  constructor(metrics: Metrics, requests: FileRequestsService) {
    metrics.onScrape(async () => metrics.openFileRequests.set(await requests.countOpen()));
  }
}
