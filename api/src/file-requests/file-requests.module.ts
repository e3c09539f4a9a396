import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActiveDownloadsModule } from '../active-downloads/active-downloads.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { CodeSpaceModule } from '../code-space/code-space.module.js';
import { RelayWakesModule } from '../relay/relay-wakes.module.js';
import { RequesterPresence } from '../code-exchange/requester-presence.js';
import { StorageModule } from '../storage/storage.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { FileRequestAnswerFile } from './answers/answer-file.entity.js';
import { AnswerBytes } from './answers/answer-bytes.js';
import { AnswerCreation } from './answers/answer-creation.js';
import { AnswerTarget } from './answers/answer-target.js';
import { AnswerFilesController } from './answers/answer-files.controller.js';
import { AnswerRemoval } from './answers/answer-removal.js';
import { FileRequestAnswer } from './answers/answer.entity.js';
import { AnswersRepository } from './answers/answers.repository.js';
import { FileRequestCleanup } from './cleanup/file-request-cleanup.js';
import { EndedFileRequest } from './endings/ended-file-request.entity.js';
import { RequestEndingsRepository } from './endings/request-endings.repository.js';
import { FileRequestMetricsProvider } from './file-request-metrics.js';
import { FileRequest } from './file-request.entity.js';
import { FileRequestsController } from './file-requests.controller.js';
import { FileRequestsRepository } from './file-requests.repository.js';
import { FileRequestsService } from './file-requests.service.js';
import { MyRequestsController } from './my-requests.controller.js';
import { ReportedRequests } from './reported-requests.js';
import { RequestLookups } from './request-lookups.js';
import { RequestTakedowns } from './request-takedowns.js';

/**
 * File requests (docs/design/file-requests.md): asking for files, answered end-to-end encrypted. The only module
 * that queries `file_requests`, `file_request_answers`, `file_request_answer_files` and `ended_file_requests`.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([FileRequest, FileRequestAnswer, FileRequestAnswerFile, EndedFileRequest]),
    CodeSpaceModule,
    StorageModule,
    UploadsModule,
    ActiveDownloadsModule,
    AuditModule,
    RelayWakesModule,
  ],
  controllers: [FileRequestsController, AnswerFilesController, MyRequestsController],
  providers: [
    FileRequestsRepository,
    AnswersRepository,
    RequestEndingsRepository,
    RequestLookups,
    FileRequestsService,
    AnswerRemoval,
    AnswerBytes,
    AnswerTarget,
    AnswerCreation,
    RequestTakedowns,
    ReportedRequests,
    FileRequestCleanup,
    FileRequestMetricsProvider,
    RequesterPresence,
  ],
  // Reports name requests, the console shows them and operators take them down (reports, operators, takedowns);
  // API instances hand the code exchange and the code lookup their view of requests (file-request-hosting.module).
  exports: [
    AnswersRepository,
    ReportedRequests,
    RequestTakedowns,
    FileRequestsRepository,
    RequestLookups,
    FileRequestsService,
    RequesterPresence,
  ],
})
export class FileRequestsModule {}
