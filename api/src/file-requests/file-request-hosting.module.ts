import { Module, type OnModuleInit } from '@nestjs/common';
import { CodeExchangeModule } from '../code-exchange/code-exchange.module.js';
import { RequestHostingSlot } from '../code-exchange/request-hosting.js';
import { FoldersModule } from '../folders/folders.module.js';
import { RequestCodesSlot } from '../folders/lookups/request-codes.js';
import { FileRequestCodes } from './file-request-codes.js';
import { FileRequestHosting } from './file-request-hosting.js';
import { FileRequestsModule } from './file-requests.module.js';

/**
 * What API instances need of file requests beyond FileRequestsModule (which the worker also runs, for answers'
 * uploads and cleanup): a share's code lookup told of a request's code (FileRequestCodes), and the code exchange
 * told which codes are requests' and whose requester key is right (FileRequestHosting). Both go into slots of the
 * modules that ask, which cannot import this one: it imports them.
 */
@Module({
  imports: [FileRequestsModule, CodeExchangeModule, FoldersModule],
  providers: [FileRequestHosting, FileRequestCodes],
})
export class FileRequestHostingModule implements OnModuleInit {
  constructor(
    private readonly hostingSlot: RequestHostingSlot,
    private readonly hosting: FileRequestHosting,
    private readonly codesSlot: RequestCodesSlot,
    private readonly codes: FileRequestCodes,
  ) {}

  onModuleInit(): void {
    this.hostingSlot.use(this.hosting);
    this.codesSlot.use(this.codes);
  }
}
