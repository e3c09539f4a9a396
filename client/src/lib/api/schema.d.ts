/**
 * Generated from openapi.json (the API's OpenAPI document) by openapi-typescript: do not edit.
 * Regenerate with `npm run api-types -w api` after changing the API.
 */

export interface paths {
    "/api/folders/retrive/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look a share up by code ("retrive" is the spelling the original client uses)
         * @description A code lookup: counted towards the guessing budget when the code is unknown. The answer carries the share link.
         */
        get: operations["FolderLookupsController_retrieve[0]"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folders/retrieve/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look a share up by code ("retrive" is the spelling the original client uses)
         * @description A code lookup: counted towards the guessing budget when the code is unknown. The answer carries the share link.
         */
        get: operations["FolderLookupsController_retrieve[1]"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folders/{link}/qr.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The share's QR code as a PNG image; it decodes to folderUrl */
        get: operations["DownloadsController_qrImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folders/{link}/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download one file (HTTP Range supported); ?inline=1 previews images, PDF and text; ?follow=1 follows one still arriving */
        get: operations["DownloadsController_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folders/{link}/zip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the share, or one folder of it (?path=sub/dir), as a ZIP built while it streams */
        get: operations["DownloadsController_zip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s/{ref}/qr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The share as JSON: where a scanned QR code leads (the client appends /qr) */
        get: operations["FolderPageController_qr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s/{ref}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The share as JSON when Accept prefers application/json; the client page otherwise */
        get: operations["FolderPageController_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folders/{link}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A share's files as they arrive: poll it (If-None-Match) while the lookup's status is not ready
         * @description Its ETag changes with every change of the share (bytes arrived, a file ready, the upload complete); with If-None-Match naming it, 304 and no body. Not counted as an open. See docs/instant-share.md.
         */
        get: operations["ArrivalProgressController_poll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shares/{code}/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How a share is doing: opened how often and when last, downloads per file and of ZIPs, expiry */
        get: operations["FolderManagementController_state"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shares/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End a share now: its files are removed and it answers 410 from then on */
        delete: operations["FolderManagementController_end"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and readiness probe: answers 200 when the database, file storage, Redis and the job queue (if configured) respond */
        get: operations["HealthController_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account (does not sign in) */
        post: operations["AuthController_signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in: sets the httpOnly session cookie
         * @description With remember: true the cookie lasts 30 days; otherwise it ends with the browser session (and after 12 hours).
         */
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account */
        get: operations["AuthController_me"];
        put?: never;
        post?: never;
        /** Delete the account, its sessions and its shares with their files (password required) */
        delete: operations["AuthController_deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: end the signed-in session, if any, and clear its cookie */
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/shares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in account's live shares, newest first (searchable)
         * @description At most 100 shares. With q, only shares whose code or a file's name or path contains q (any case).
         */
        get: operations["MySharesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/shares/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one of your shares now: the code stops working and its files are deleted */
        delete: operations["MySharesController_end"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Share files or a folder
         * @description Streams every file to storage, then records the share under a fresh 4-digit code. 400: bad path, duplicate path, no files or bad retention; 413: over MAX_UPLOAD_BYTES (E2E_MAX_BYTES when encrypted); 503: no code free or a dependency down; 507: out of storage space.
         */
        post: operations["UploadController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload-folder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Same as /upload (the /test page posts here) */
        post: operations["UploadController_uploadFolder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resumable-uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a resumable share: list the files (paths and sizes), then send their bytes as chunks
         * @description Same path rules, retention and MAX_UPLOAD_BYTES as POST /api/upload, and it counts as one upload against RATE_UPLOAD_PER_HOUR. The files' bytes are then sent laid end to end in list order.
         */
        post: operations["ResumableUploadsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resumable-uploads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where an upload stands: the offset to resume from */
        get: operations["ResumableUploadsController_status"];
        put?: never;
        post?: never;
        /** Cancel an upload and drop its bytes; its share ends (`stopped`) unless every byte had arrived */
        delete: operations["ResumableUploadsController_cancel"];
        options?: never;
        head?: never;
        /**
         * Send one chunk (application/offset+octet-stream) starting at ?offset=
         * @description Bytes that arrive before a connection drops are kept: ask for the offset (GET) and go on from there.
         */
        patch: operations["ResumableUploadsController_appendChunk"];
        trace?: never;
    };
    "/api/resumable-uploads/{id}/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Once every byte has arrived, answer the share again, complete (asking again answers it too) */
        post: operations["ResumableUploadsController_finish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reports, newest first (open ones unless ?state= says otherwise) */
        get: operations["OperatorReportsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/reports/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One report */
        get: operations["OperatorReportsController_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/reports/{reference}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close an open report with nothing done, saying why (audited) */
        post: operations["OperatorReportsController_dismiss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/folders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One share in full: files, state, removal, scan and its reports */
        get: operations["OperatorFoldersController_folder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/folders/{id}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file's bytes for a preview (HTTP Range supported); counts no opens or downloads */
        get: operations["OperatorFoldersController_preview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shares by code, share link or address, or a SHA-256 of one of their files */
        get: operations["OperatorFoldersController_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What operators did, newest first (append-only) */
        get: operations["AuditLogController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a share to the operators
         * @description The answer is the same whether or not the target names a share.
         */
        post: operations["ReportsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/folders/{id}/takedown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a share down: recipients get 410 with the category, the sender reads the statement of reasons
         * @description Audited; open reports against the share become actioned; its files are deleted by a background job. Taking down a share already removed changes nothing.
         */
        post: operations["TakedownsController_takeDown"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/file-requests/{code}/takedown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a file request down: its link answers 410 removed, its requester reads the statement of reasons
         * @description Audited; open reports against the request become actioned; its answers are deleted by the cleanup. Taking down a request already removed changes nothing.
         */
        post: operations["FileRequestTakedownsController_takeDown"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/code-exchange/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an exchange with an end-to-end encrypted share's sender, by its code
         * @description A code lookup: counted towards the guessing budget when the code is unknown.
         */
        post: operations["CodeExchangeController_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/code-exchange/sessions/{sessionId}/hello": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the exchange's first message and wait for the sender's answer (at most 25 s) */
        post: operations["CodeExchangeController_hello"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/code-exchange/sessions/{sessionId}/confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the exchange's second message, once the first was answered, and wait for the sender's answer */
        post: operations["CodeExchangeController_confirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shares/{code}/code-exchange/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer (or refuse) the recipient's step the live poll handed over */
        post: operations["SenderCodeExchangeController_answer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file-requests/{code}/code-exchange/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer (or refuse) an uploader's step the requester's live poll handed over */
        post: operations["RequesterCodeExchangeController_answer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folders/{link}/direct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the sender's device is there for a direct transfer, and the STUN servers to use
         * @description TURN credentials come only with a session (POST …/direct/sessions), while the sender is there
         */
        get: operations["DirectController_availability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folders/{link}/direct/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a direct session with the sender's page: its id, and the ICE servers (TURN credentials) to use */
        post: operations["DirectController_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folders/{link}/direct/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Offer a peer connection to the sender's page and wait (at most 20 s) for its answer */
        post: operations["DirectController_offer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folders/{link}/direct/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a file received directly, whole and checked: counted as its download
         * @description Once per file and session the sender's page answered; only a ready file of the share
         */
        post: operations["DirectController_received"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shares/{code}/direct/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer (or refuse) the offer the live poll handed over */
        post: operations["SenderDirectController_answer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Wait (at most 25 s) for the next recipient's message to a hosted share, or a change of a watched or managed one
         * @description Hosted shares are named by code and management key (or the owner session counts), with the roads the page answers for: the code exchange, direct transfer, or both; while the poll waits, the page counts as present for each, and it answers a message on its road (POST /api/shares/{code}/code-exchange/{sessionId} or /direct/{sessionId}). A requester page hosts its file requests (requests: code and requester key) for the code exchange the same way, and answers on POST /api/file-requests/{code}/code-exchange/{sessionId}; each message says whether it is for a share or a request (kind). Watched shares are named by link, with the ETag of the progress the page has (GET /api/folders/{link}/progress): the poll answers as soon as any of them changed, with its progress now or the status it answers instead (410 once ended). Managed shares are named by code and management key (or the owner session counts), with the ETag of the state the page has: the poll answers as soon as one changed, with its state now (GET /api/shares/{code}/state) or its refusal. quietMs keeps the changes back for a while (a page that has just drawn one); messages still come at once.
         */
        post: operations["LiveController_poll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/folders/{link}/files/{id}/thumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A file's thumbnail: a WebP image within 320×320, upright, without metadata (the file's thumbnailUrl)
         * @description Counted neither as an open nor as a download. 401 for a protected share without its grant, as its files. See docs/gallery.md.
         */
        get: operations["ThumbnailsController_thumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/folders/{id}/files/{fileId}/thumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file's thumbnail, whatever the share's state; counts no opens or downloads */
        get: operations["OperatorThumbnailsController_thumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for files: a sealed card behind a new code and link; signed in, it belongs to the account
         * @description FILE_REQUESTS_PER_CLIENT_PER_HOUR per client. The requester key is handed out this once.
         */
        post: operations["FileRequestsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file-requests/{link}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A request as an uploader's page reads it through its link: the sealed card */
        get: operations["FileRequestsController_forUploader"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file-requests/{link}/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a request: announce the encrypted objects, then send their bytes as a resumable upload
         * @description Needs the upload token derived from the request key. Answers as POST /api/resumable-uploads does: the bytes then go with PATCH /api/resumable-uploads/{id}, and finish, status and cancel are the same. FILE_REQUEST_ANSWERS_PER_CLIENT_PER_HOUR per client.
         */
        post: operations["FileRequestsController_answer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file-requests/{code}/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The requester's view: status and every answer with its files (ETag; 304 on If-None-Match) */
        get: operations["FileRequestsController_state"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file-requests/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End a request: no new answers; those received stay until each one expires */
        delete: operations["FileRequestsController_end"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file-requests/{code}/answers/{answerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one answer now, with its files */
        delete: operations["FileRequestsController_deleteAnswer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file-requests/{requester}/answers/{answerId}/files/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One object of an answer, as ciphertext (HTTP Range supported); ?follow=1 follows one still arriving
         * @description The path names the request by `{code}-{requesterKey}`: the capability, so a page can fetch by URL.
         */
        get: operations["AnswerFilesController_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in account's file requests, newest first, until cleanup deletes them
         * @description At most 200.
         */
        get: operations["MyRequestsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/folders/{id}/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put every file of a share on the block list (by SHA-256): no upload may hold them; audited */
        post: operations["BlockedFilesController_blockShare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/blocked-files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The block list, newest first */
        get: operations["BlockedFilesController_list"];
        put?: never;
        /** Import SHA-256 digests into the block list, one per line; audited */
        post: operations["BlockedFilesController_importList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/folders/{id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Release a quarantined share (a false positive): it opens again until its expiry; audited */
        post: operations["ScanningController_release"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        FolderFileDto: {
            /** @example beach.jpg */
            filename: string;
            /**
             * @description Relative path within the share
             * @example photos/2024/beach.jpg
             */
            filepath: string;
            /**
             * @description Size in bytes
             * @example 48213
             */
            filesize: number;
            /** @example 17 */
            id: number;
            /**
             * @description Same as filepath (older clients read this name)
             * @example photos/2024/beach.jpg
             */
            path: string;
            /**
             * @description Root-relative download URL, through the share link; add ?inline=1 to preview
             * @example /api/folders/0427-q8Xk0vY3m9TfR2cLw7hN1A/files/17
             */
            url: string;
            /**
             * @description Guessed from the file name
             * @example image/jpeg
             */
            mimetype: string;
            /**
             * @description `ready`: it can be downloaded and previewed; `arriving`: its bytes are still coming (see receivedBytes); `checking`: all here, being checked (stored, hashed, against the block list and, with a scanner, for malware). Its URL answers 409 (reason `arriving` or `checking`, Retry-After) until it is ready
             * @enum {string}
             */
            status: "arriving" | "checking" | "ready";
            /**
             * @description Bytes of it that have arrived so far: filesize once arrived (0 for a direct-only share: none ever do)
             * @example 48213
             */
            receivedBytes: number;
            /**
             * @description SHA-256 (hex) of the bytes the server holds, once the file is `ready` (of the ciphertext, for an encrypted share): a page receiving the file straight from the sender's device checks it against this. Null before, and for a share sent directly only (the server never sees its bytes)
             * @example e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
             */
            sha256?: string | null;
            /**
             * @description Root-relative URL of a small WebP image of it (fits within 320×320, upright, no metadata), made on the server of a photo (JPEG, PNG, WebP, GIF, AVIF, TIFF) of a share that is not end-to-end encrypted. It answers 200, or 409 (reason `pending`, Retry-After) until made, or 404 when none could be made (a corrupt image, too many pixels). Null when none will be: not such a photo, or an encrypted share. See docs/gallery.md
             * @example /api/folders/0427-q8Xk0vY3m9TfR2cLw7hN1A/files/17/thumbnail
             */
            thumbnailUrl?: string | null;
        };
        FolderDto: {
            /** @example 0427 */
            folderCode: string;
            /**
             * @description The share link: the code plus a 128-bit key
             * @example http://localhost:3000/s/0427-q8Xk0vY3m9TfR2cLw7hN1A
             */
            folderUrl: string;
            /**
             * @description Root-relative URL of a PNG QR code that decodes to folderUrl
             * @example /api/folders/0427-q8Xk0vY3m9TfR2cLw7hN1A/qr.png
             */
            qrCode: string;
            /**
             * @description Root-relative URL of the whole share as a ZIP; add ?path=sub/dir for one folder
             * @example /api/folders/0427-q8Xk0vY3m9TfR2cLw7hN1A/zip
             */
            zipUrl: string;
            /**
             * @description When it ends. Once every file arrived, when its retention runs out; while `arriving`, when it ends should its sender's upload make no more progress (its retention starts once the last file has arrived)
             * @example 2030-01-01T12:00:00.000Z
             */
            expiresAt: string;
            /** @enum {string} */
            retention: "2h" | "24h" | "download";
            /**
             * @description `arriving`: the sender's upload still runs, and files open one by one as each arrives; `checking`: every file arrived, some are still being checked; `ready`: every file can be downloaded (and the ZIP too)
             * @enum {string}
             */
            status: "arriving" | "checking" | "ready";
            /**
             * @description Bytes of all its files that have arrived so far
             * @example 48213
             */
            receivedBytes: number;
            /**
             * @description Bytes of all its files together
             * @example 48213
             */
            totalBytes: number;
            /**
             * @description Root-relative URL to poll while status is not `ready`: what changed since (ETag and If-None-Match: 304 while nothing did); see docs/instant-share.md
             * @example /api/folders/0427-q8Xk0vY3m9TfR2cLw7hN1A/progress
             */
            progressUrl: string;
            /** @description End-to-end encrypted (docs/encryption.md): the files are ciphertext named by file id, one of them the encrypted manifest (path "manifest"); the key is in the link after #, and the page decrypts */
            encrypted: boolean;
            /** @description Sent directly only (docs/direct-transfer.md): Sharecode stores none of its bytes. Each file comes straight from the sender's open page over WebRTC, never from the server (its URL and the ZIP answer 409, reason `direct-only`); the share ends once that page has been gone for DIRECT_ONLY_GRACE_SECONDS. Keep polling progressUrl to hear of it */
            directOnly: boolean;
            /** @description A direct-only share's: whether the sender's page is there now to send the files. Null for any other share */
            senderPresent: boolean | null;
            files: components["schemas"]["FolderFileDto"][];
        };
        FolderResponseDto: {
            data: components["schemas"]["FolderDto"];
        };
        PendingFileDto: {
            /**
             * @description The file's id, as the share's lookup lists it
             * @example 17
             */
            id: number;
            /**
             * @description `arriving`: its bytes are still coming; `checking`: all here, being checked
             * @enum {string}
             */
            status: "arriving" | "checking";
            /**
             * @description Bytes of it that have arrived so far
             * @example 1048576
             */
            receivedBytes: number;
        };
        FolderProgressDto: {
            /**
             * @description `arriving`: the sender's upload still runs; `checking`: every file arrived, some are being checked; `ready`: every file can be downloaded, and nothing will change any more: stop polling
             * @enum {string}
             */
            status: "arriving" | "checking" | "ready";
            /**
             * @description Bytes of all its files that have arrived so far
             * @example 5242880
             */
            receivedBytes: number;
            /**
             * @description Bytes of all its files together
             * @example 10485760
             */
            totalBytes: number;
            /**
             * @description When it ends: while arriving, should the upload make no more progress; once arrived, when its retention runs out
             * @example 2030-01-01T12:00:00.000Z
             */
            expiresAt: string;
            /**
             * @description While arriving: when bytes last came (or the upload began). A page says the sender's upload paused when this falls well behind, which no ETag change announces. Null once every byte arrived
             * @example 2030-01-01T10:00:00.000Z
             */
            lastReceivedAt: string | null;
            /** @description The files that cannot be downloaded yet, in upload order */
            files: components["schemas"]["PendingFileDto"][];
            /** @description A direct-only share's: whether the sender's page is there now to send its files (a change of it changes the ETag too). Such a share is always `ready`, yet worth polling every few seconds: this, and 410 once it ended. Null for any other share */
            senderPresent: boolean | null;
        };
        FolderRemovalDto: {
            /**
             * @description What kind of content or conduct the removal is about
             * @enum {string}
             */
            category: "malware" | "illegal" | "copyright" | "privacy" | "other";
            /**
             * @description The operators' statement of reasons: what was found and why it was removed
             * @example The share held copies of a paid course reported by its publisher; it was removed under copyright.
             */
            reasons: string;
            /**
             * @description ISO 8601 instant of the removal
             * @example 2030-01-01T11:00:00.000Z
             */
            removedAt: string;
        };
        FolderFileStateDto: {
            /** @example 12 */
            id: number;
            /** @example trip/photo.jpg */
            filepath: string;
            /**
             * @description Whole-file downloads delivered to the end (previews and ranges excluded)
             * @example 2
             */
            downloads: number;
            /**
             * @description Size in bytes
             * @example 48213
             */
            filesize: number;
            /**
             * @description `arriving`: its bytes are still coming; `checking`: all here, being checked (stored, hashed, scanned); `ready`: recipients can download it
             * @enum {string}
             */
            status: "arriving" | "checking" | "ready";
            /**
             * @description Bytes of it that have arrived so far (filesize once arrived)
             * @example 48213
             */
            receivedBytes: number;
        };
        ScanFindingDto: {
            /** @example tools/setup.exe */
            filepath: string;
            /**
             * @description The malware signature clamd matched
             * @example Win.Trojan.Agent-123
             */
            signature: string;
        };
        ScanSummaryDto: {
            /**
             * @description `checking`: being scanned, it opens once found clean; `clean`; `infected`: see findings; `unscanned`: opened without a scan (encrypted, or the scanner was unreachable)
             * @enum {string|null}
             */
            state: "checking" | "clean" | "infected" | "unscanned" | null;
            /** @description The files the scanner flagged (empty unless infected) */
            findings: components["schemas"]["ScanFindingDto"][];
        };
        FolderStateDto: {
            /** @example 0427 */
            folderCode: string;
            /**
             * @description `arriving`: it opens, and its files are still arriving (each opens once it has arrived and been checked); `checking`: every file arrived, some are still being checked for malware; `live`: every file can be downloaded; `ended`: expired, ended by its sender, or every file downloaded under `download`; `stopped`: its upload was cancelled or abandoned before every file arrived; `sender-left`: sent directly only, it ended once the sender's page it was sent from had been closed for DIRECT_ONLY_GRACE_SECONDS; `removed`: taken down by Sharecode's operators (see `removal`); `quarantined`: a file in it carries malware
             * @enum {string}
             */
            status: "live" | "arriving" | "ended" | "stopped" | "sender-left" | "checking" | "removed" | "quarantined";
            /** @description Sharecode's operators removed it: why. Null otherwise */
            removal: components["schemas"]["FolderRemovalDto"] | null;
            /**
             * @description Lookups that answered the share's contents (code, link or page); previews are not downloads
             * @example 3
             */
            opens: number;
            /**
             * @description ISO 8601 instant of the last open
             * @example 2030-01-01T10:15:00.000Z
             */
            lastOpenedAt: string | null;
            /**
             * @description ZIPs of the share or of a folder in it, delivered to the end
             * @example 1
             */
            zipDownloads: number;
            files: components["schemas"]["FolderFileStateDto"][];
            /**
             * @description When it ends. Once every file arrived, when its retention runs out; while arriving, when it ends should its upload make no more progress (UPLOAD_ABANDONED_AFTER_MINUTES after the last bytes): its retention only starts at `arrivedAt`
             * @example 2030-01-01T12:00:00.000Z
             */
            expiresAt: string;
            /**
             * @description When its last file arrived, which started its retention; null while its files are still arriving (and for a share that ended before they all had)
             * @example 2030-01-01T10:00:00.000Z
             */
            arrivedAt: string | null;
            /**
             * @description Bytes of all its files that have arrived so far
             * @example 48213
             */
            receivedBytes: number;
            /**
             * @description Bytes of all its files together
             * @example 48213
             */
            totalBytes: number;
            /** @enum {string} */
            retention: "2h" | "24h" | "download";
            /** @description Whether a password protects it */
            passwordProtected: boolean;
            /** @description Its malware scan; null when no scanner was configured as it was made (and once cleanup deleted it) */
            scan: components["schemas"]["ScanSummaryDto"] | null;
            /** @description Sent directly only (docs/direct-transfer.md): no byte of it is stored, recipients get its files from the sender's open page, and it ends once that page has been gone for DIRECT_ONLY_GRACE_SECONDS */
            directOnly: boolean;
            /** @description A direct-only share's: whether a page of its sender is serving it now (polling for recipients' offers). Null for any other share */
            senderPresent: boolean | null;
        };
        SignupDto: {
            /**
             * @description Full name
             * @example Ada Lovelace
             */
            username: string;
            /**
             * @description Stored trimmed and lower-cased
             * @example ada@example.com
             */
            email: string;
            /** @example correct horse battery */
            password: string;
        };
        UserDto: {
            /** @example 7 */
            id: number;
            /**
             * @description Full name
             * @example Ada Lovelace
             */
            username: string;
            /** @example ada@example.com */
            email: string;
            /** @example 2030-01-01T10:00:00.000Z */
            createdAt: string;
            /** @description Whether the account is an operator (enrolled on the server and listed in OPERATOR_EMAILS): it may use the operator console */
            operator: boolean;
        };
        UserResponseDto: {
            user: components["schemas"]["UserDto"];
        };
        LoginDto: {
            /** @example ada@example.com */
            email: string;
            /** @example correct horse battery */
            password: string;
            /**
             * @description true: a cookie kept 30 days; otherwise one that ends with the browser session (12 hours at most)
             * @default false
             */
            remember?: boolean;
        };
        DeleteAccountDto: {
            /** @description The account's password, to confirm */
            password: string;
        };
        MyShareDto: {
            /**
             * @description `arriving`: it opens, and its files are still arriving (each opens once it has arrived and been checked); `checking`: every file arrived, some are still being checked for malware; `live`: every file can be downloaded; `ended`: expired, ended by its sender, or every file downloaded under `download`; `stopped`: its upload was cancelled or abandoned before every file arrived; `sender-left`: sent directly only, it ended once the sender's page it was sent from had been closed for DIRECT_ONLY_GRACE_SECONDS; `removed`: taken down by Sharecode's operators (see `removal`); `quarantined`: a file in it carries malware
             * @enum {string}
             */
            status: "live" | "arriving" | "ended" | "stopped" | "sender-left" | "checking" | "removed" | "quarantined";
            /** @description Sharecode's operators removed it: why. Null otherwise */
            removal: components["schemas"]["FolderRemovalDto"] | null;
            /** @description Its malware scan; null when no scanner was configured as it was made (and once cleanup deleted it) */
            scan: components["schemas"]["ScanSummaryDto"] | null;
            /** @example 0427 */
            code: string;
            /**
             * @description The share link (opens the share; the code alone does not)
             * @example http://localhost:3000/s/0427-q8Xk0vY3m9TfR2cLw7hN1A
             */
            folderUrl: string;
            /** @example 2030-01-01T10:00:00.000Z */
            createdAt: string;
            /** @example 2030-01-01T12:00:00.000Z */
            expiresAt: string;
            /** @enum {string} */
            retention: "2h" | "24h" | "download";
            /** @example 4 */
            fileCount: number;
            /** @description End-to-end encrypted: its paths are file ids plus "manifest", the names being known only where the key is */
            encrypted: boolean;
            /**
             * @description Sum of the file sizes, in bytes
             * @example 48213
             */
            totalBytes: number;
            /**
             * @description The first few relative paths, in path order
             * @example [
             *       "holiday/notes.txt",
             *       "holiday/photos/beach.jpg"
             *     ]
             */
            firstFiles: string[];
            /**
             * @description With q: the first few paths that contain it (empty when only the code matched)
             * @example [
             *       "holiday/photos/beach.jpg"
             *     ]
             */
            matchingFiles?: string[];
        };
        RemovedShareDto: {
            /**
             * @description `arriving`: it opens, and its files are still arriving (each opens once it has arrived and been checked); `checking`: every file arrived, some are still being checked for malware; `live`: every file can be downloaded; `ended`: expired, ended by its sender, or every file downloaded under `download`; `stopped`: its upload was cancelled or abandoned before every file arrived; `sender-left`: sent directly only, it ended once the sender's page it was sent from had been closed for DIRECT_ONLY_GRACE_SECONDS; `removed`: taken down by Sharecode's operators (see `removal`); `quarantined`: a file in it carries malware
             * @enum {string}
             */
            status: "live" | "arriving" | "ended" | "stopped" | "sender-left" | "checking" | "removed" | "quarantined";
            /** @description Sharecode's operators removed it: why. Null otherwise */
            removal: components["schemas"]["FolderRemovalDto"] | null;
            /** @enum {string} */
            retention: "2h" | "24h" | "download";
            /** @example 0427 */
            code: string;
            /** @example 2030-01-01T10:00:00.000Z */
            createdAt: string;
            /**
             * @description When it stopped opening
             * @example 2030-01-01T11:00:00.000Z
             */
            endedAt: string;
        };
        MySharesResponseDto: {
            /** @description Newest first */
            shares: components["schemas"]["MyShareDto"][];
            /** @description The account's shares removed by Sharecode's operators (with their statements of reasons) or for malware, newest first, for a week after their removal; not filtered by q */
            removed: components["schemas"]["RemovedShareDto"][];
        };
        UploadedFileDto: {
            /** @example beach.jpg */
            filename: string;
            /**
             * @description Relative path within the share
             * @example photos/2024/beach.jpg
             */
            filepath: string;
            /**
             * @description Size in bytes
             * @example 48213
             */
            filesize: number;
        };
        UploadResponseDto: {
            /** @example 0427 */
            folderCode: string;
            /**
             * @description The share link: the code plus a 128-bit key. Hand this (or the QR code) out; the code alone only allows a budgeted code lookup
             * @example http://localhost:3000/s/0427-q8Xk0vY3m9TfR2cLw7hN1A
             */
            folderUrl: string;
            /**
             * @description The management key (128 bits): read the share's state and end it with it (header X-Manage-Key). Answered only here; keep it with the share
             * @example Zq3v9Xb1TmR8cLw2hN0AkQ
             */
            manageKey: string;
            /**
             * @description PNG data URL of a QR code that decodes to folderUrl
             * @example data:image/png;base64,...
             */
            qrCode: string;
            /**
             * @description When it ends. Once every file arrived, when its retention runs out; while `arriving`, when it ends should the upload make no more progress (its retention starts once the last file has arrived)
             * @example 2030-01-01T12:00:00.000Z
             */
            expiresAt: string;
            /** @enum {string} */
            retention: "2h" | "24h" | "download";
            /**
             * @description `arriving`: the share opens now, and its files one by one as each arrives (a resumable upload being sent); `checking`: every file is here, some are still being checked for malware, each opening once found clean; `live`: every file can be downloaded now
             * @enum {string}
             */
            status: "arriving" | "checking" | "live";
            files: components["schemas"]["UploadedFileDto"][];
            /** @description Sent directly only (docs/direct-transfer.md): nothing is stored, recipients get the files from the sender's open page, and the share ends once that page has been gone for DIRECT_ONLY_GRACE_SECONDS. Absent from the answers of POST /api/upload, which always stores its files */
            directOnly?: boolean;
        };
        CreatedResumableUploadDto: {
            /** Format: uuid */
            id: string;
            /** @description Bytes received so far, of the files laid end to end in list order: where the next chunk starts */
            offset: number;
            /** @description Bytes of all the files together */
            length: number;
            /** @description Bytes per chunk the server suggests; a chunk may carry any number up to the end of the upload */
            chunkBytes: number;
            /** @description Whether the client finished it (POST …/finish; asking again answers the share again) */
            finished: boolean;
            /**
             * @description When the upload is abandoned if nothing more arrives (UPLOAD_ABANDONED_AFTER_MINUTES after the last bytes): its share then ends, unless every byte had arrived
             * @example 2030-01-01T12:00:00.000Z
             */
            expiresAt: string;
            /** @description The share, made now (status `arriving`): its code, link, QR code and the management key, answered only here and by the finish step. Recipients may open it at once; each file opens once it has arrived and been checked */
            share: components["schemas"]["UploadResponseDto"];
        };
        ResumableUploadDto: {
            /** Format: uuid */
            id: string;
            /** @description Bytes received so far, of the files laid end to end in list order: where the next chunk starts */
            offset: number;
            /** @description Bytes of all the files together */
            length: number;
            /** @description Bytes per chunk the server suggests; a chunk may carry any number up to the end of the upload */
            chunkBytes: number;
            /** @description Whether the client finished it (POST …/finish; asking again answers the share again) */
            finished: boolean;
            /**
             * @description When the upload is abandoned if nothing more arrives (UPLOAD_ABANDONED_AFTER_MINUTES after the last bytes): its share then ends, unless every byte had arrived
             * @example 2030-01-01T12:00:00.000Z
             */
            expiresAt: string;
        };
        ChunkReceiptDto: {
            /** @description The new offset: where the next chunk starts */
            offset: number;
            /** @description Bytes of all the files together; the upload is complete when offset reaches it */
            length: number;
        };
        OperatorFolderSummaryDto: {
            /** @example 42 */
            id: number;
            /** @example 0427 */
            code: string;
            /** @enum {string} */
            status: "live" | "arriving" | "ended" | "stopped" | "sender-left" | "checking" | "removed" | "quarantined";
            /** @example 2030-01-01T10:00:00.000Z */
            createdAt: string;
            /** @example 1048576 */
            totalBytes: number;
        };
        RequestRemovalDto: {
            /** @enum {string} */
            category: "malware" | "illegal" | "copyright" | "privacy" | "other";
            /** @description The operators' statement of reasons */
            reasons: string;
        };
        OperatorFileRequestDto: {
            /** @example 0427 */
            code: string;
            /** @description The link segment `{code}-{linkKey}` */
            link: string;
            /** @enum {string} */
            status: "open" | "ended" | "expired" | "removed";
            /** @example 2030-01-01T12:00:00.000Z */
            closesAt: string;
            /** @description Answers it took (removed ones included) */
            answers: number;
            /** @description Bytes its answers announced */
            receivedBytes: number;
            /** @example 2030-01-01T10:00:00.000Z */
            createdAt: string;
            /** @description The sealed request card (SCRQ), unpadded base64url: opaque to the server */
            card: string;
            /** @description Present once operators took it down */
            removal?: components["schemas"]["RequestRemovalDto"];
        };
        ReportDto: {
            /** @example R-7K3Q-9M2X */
            reference: string;
            /** @example 2030-01-01T10:00:00.000Z */
            receivedAt: string;
            /** @enum {string} */
            category: "malware" | "illegal" | "copyright" | "privacy" | "other";
            explanation: string;
            /** @description The reporter's address for follow-up questions, if given */
            email: string | null;
            /**
             * @description What the reporter typed to name the share or file request
             * @example 0427
             */
            target: string;
            /** @enum {string} */
            state: "open" | "dismissed" | "actioned";
            /** @example 2030-01-01T11:00:00.000Z */
            decidedAt: string | null;
            /** @description The operator's reasons: why it was dismissed, or the takedown's */
            decision: string | null;
            /** @description The share the target named when the report came in; null when it named none or the share was deleted since */
            folder: components["schemas"]["OperatorFolderSummaryDto"] | null;
            /** @description The file request the target named when the report came in; null when it named none or the request was deleted since */
            fileRequest: components["schemas"]["OperatorFileRequestDto"] | null;
        };
        ReportListDto: {
            /** @description Newest first */
            reports: components["schemas"]["ReportDto"][];
        };
        DismissReportDto: {
            /**
             * @description Why nothing is done about the report (kept in the audit log)
             * @example The share holds the reporter’s own holiday photos; nothing unlawful.
             */
            reason: string;
        };
        OperatorFolderFileDto: {
            /** @example 17 */
            id: number;
            /** @example trip/photo.jpg */
            filepath: string;
            /** @example photo.jpg */
            filename: string;
            /** @example 52311 */
            filesize: number;
            /** @example image/jpeg */
            mimetype: string;
            /** @description SHA-256 (hex) of its bytes; null when not known */
            sha256: string | null;
            /** @description Whether its SHA-256 is on Sharecode's block list */
            blocked: boolean;
            /**
             * @description Where the console previews it (counts nothing)
             * @example /api/operator/folders/42/files/17
             */
            previewUrl: string;
            /**
             * @description Where the console shows its thumbnail (counts nothing): answers 200, or 409 until made; null when it has none (not a photo, an encrypted share, none could be made, or none made before the share ended)
             * @example /api/operator/folders/42/files/17/thumbnail
             */
            thumbnailUrl?: string | null;
        };
        OperatorFolderDto: {
            /** @example 42 */
            id: number;
            /** @example 0427 */
            code: string;
            /** @description The share URL; null once removed */
            url: string | null;
            /** @example 2030-01-01T10:00:00.000Z */
            createdAt: string;
            /** @example 2030-01-01T12:00:00.000Z */
            expiresAt: string;
            /** @enum {string} */
            retention: "2h" | "24h" | "download";
            /** @example 1048576 */
            totalBytes: number;
            /** @enum {string} */
            status: "live" | "arriving" | "ended" | "stopped" | "sender-left" | "checking" | "removed" | "quarantined";
            passwordProtected: boolean;
            /** @description End-to-end encrypted: its files cannot be read or scanned on the server */
            encrypted: boolean;
            removal: components["schemas"]["FolderRemovalDto"] | null;
            /** @description Null when no scanner was configured as it was made */
            scan: components["schemas"]["ScanSummaryDto"] | null;
            files: components["schemas"]["OperatorFolderFileDto"][];
            /** @description Reports naming this share, newest first */
            reports: components["schemas"]["ReportDto"][];
        };
        OperatorSearchDto: {
            folders: components["schemas"]["OperatorFolderSummaryDto"][];
        };
        AuditEntryDto: {
            /** @example 121 */
            id: number;
            /** @example 2030-01-01T10:00:00.000Z */
            at: string;
            /**
             * @description The operator's account e-mail, or `server command` for the enrollment command
             * @example ops@example.com
             */
            actor: string;
            /**
             * @description `operator`: an operator did it (`actor` is their e-mail); `server-command`: the enrollment command
             * @enum {string}
             */
            actorKind: "operator" | "server-command";
            /**
             * @example report.dismiss
             * @enum {string}
             */
            action: "report.dismiss" | "folder.takedown" | "file-request.takedown" | "folder.release" | "folder.block-files" | "blocked-files.import" | "operator.enroll" | "operator.revoke";
            /**
             * @example report
             * @enum {string}
             */
            targetType: "report" | "folder" | "file-request" | "blocked-files" | "account";
            /** @example R-7K3Q-9M2X */
            targetId: string;
            reason: string | null;
            /** @description More about the action, often JSON */
            details: string | null;
        };
        AuditListDto: {
            /** @description Newest first */
            entries: components["schemas"]["AuditEntryDto"][];
        };
        CreateReportDto: {
            /**
             * @description The share or file request: its URL or link (a request's `/r/…` link), or its 4-digit code
             * @example http://localhost:3000/s/0427-q8Xk0vY3m9TfR2cLw7hN1A
             */
            target: string;
            /**
             * @example malware
             * @enum {string}
             */
            category: "malware" | "illegal" | "copyright" | "privacy" | "other";
            /** @example The file setup.exe is a known ransomware installer. */
            explanation: string;
            /**
             * @description Only to ask follow-up questions; operators see it, the sender never does
             * @example reporter@example.com
             */
            email?: string;
            /**
             * @description The reporter confirms the report is made in good faith
             * @enum {boolean}
             */
            goodFaith: true;
        };
        ReportReceiptDto: {
            /**
             * @description Quote it in any follow-up
             * @example R-7K3Q-9M2X
             */
            reference: string;
            /** @example 2030-01-01T10:00:00.000Z */
            receivedAt: string;
        };
        TakedownDto: {
            /**
             * @example copyright
             * @enum {string}
             */
            category: "malware" | "illegal" | "copyright" | "privacy" | "other";
            /**
             * @description The statement of reasons shown to the sender: what was found, and on what grounds it was removed
             * @example The share held copies of a paid course, reported by its publisher as infringing its copyright.
             */
            reasons: string;
        };
        CodeExchangeSessionDto: {
            /**
             * @description Names this exchange in its two steps (16 random bytes, base64url); it lasts 2 minutes at most
             * @example q8Xk0vY3m9TfR2cLw7hN1A
             */
            sessionId: string;
        };
        CodeExchangeSessionResponseDto: {
            data: components["schemas"]["CodeExchangeSessionDto"];
        };
        RelayMessageDto: {
            /**
             * @description One of the exchange's messages, opaque to the relay: unpadded base64url
             * @example AcXb1mD0Yp3kq8Xk0vY3m9TfR2cLw7hN1Aq8Xk0vY3m9T
             */
            message: string;
        };
        RelayMessageResponseDto: {
            data: components["schemas"]["RelayMessageDto"];
        };
        SenderAnswerDto: {
            /**
             * @description The step answered, as the poll named it
             * @enum {string}
             */
            step: "hello" | "confirmation";
            /**
             * @description The answer, opaque to the relay: unpadded base64url. Omitted with `refused`
             * @example AcXb1mD0Yp3kq8Xk0vY3m9TfR2cLw7hN1Aq8Xk0vY3m9T
             */
            message?: string;
            /**
             * @description The recipient's confirmation did not check out: the exchange ends, and the recipient is told
             * @enum {boolean}
             */
            refused?: true;
        };
        IceServerDto: {
            /**
             * @example [
             *       "turn:turn.example.com:3478?transport=udp"
             *     ]
             */
            urls: string[];
            /**
             * @description A TURN server's: `{unix expiry}:{random id}`, valid for TURN_CREDENTIAL_TTL_SECONDS
             * @example 1700000600:3q2-7wEAAAAAAAAA
             */
            username?: string;
            /**
             * @description A TURN server's: base64(HMAC-SHA1(TURN_SECRET, username)), as coturn's use-auth-secret checks it
             * @example Cd/49soE35ICqcJF/bCTn8Z4OyE=
             */
            credential?: string;
        };
        DirectAvailabilityDto: {
            /** @description STUN and TURN servers; empty: host candidates only */
            iceServers: components["schemas"]["IceServerDto"][];
            /**
             * @description `relay`: the operator wants only the TURN relay used (it hides the devices' addresses)
             * @enum {string}
             */
            iceTransportPolicy: "all" | "relay";
            /** @description The sender's page is there for direct transfer (and the share is open) */
            available: boolean;
        };
        DirectSessionStartDto: {
            /** @description STUN and TURN servers; empty: host candidates only */
            iceServers: components["schemas"]["IceServerDto"][];
            /**
             * @description `relay`: the operator wants only the TURN relay used (it hides the devices' addresses)
             * @enum {string}
             */
            iceTransportPolicy: "all" | "relay";
            /**
             * @description Offer the connection under this id
             * @example q8Xk0vY3m9TfR2cLw7hN1A
             */
            sessionId: string;
        };
        DirectOfferDto: {
            /**
             * @description The recipient's SDP offer, its ICE candidates gathered
             * @example v=0
             *     o=- 4611731400430051336 2 IN IP4 127.0.0.1
             *     s=-
             *     t=0 0
             *     …
             */
            offer: string;
        };
        DirectSessionDto: {
            /**
             * @description Names this direct session
             * @example q8Xk0vY3m9TfR2cLw7hN1A
             */
            sessionId: string;
            /** @description The sender's SDP answer */
            answer: string;
        };
        DirectReceivedDto: {
            /**
             * @description The direct session it came through, as its start named it (the sender answered it)
             * @example q8Xk0vY3m9TfR2cLw7hN1A
             */
            sessionId: string;
            /**
             * @description The file's id, as listed in the share's `files`
             * @example 17
             */
            fileId: number;
            /**
             * @description How many bytes were received: the whole file, its `filesize`
             * @example 52428800
             */
            bytes: number;
        };
        DirectAnswerDto: {
            /**
             * @description The sender's SDP answer, its ICE candidates gathered. Omitted with `refused`
             * @example v=0
             *     o=- 4611731400430051336 2 IN IP4 127.0.0.1
             *     s=-
             *     t=0 0
             *     …
             */
            answer?: string;
            /**
             * @description The page will not connect: the recipient is told at once
             * @enum {boolean}
             */
            refused?: true;
        };
        HostedShareDto: {
            /** @example 4821 */
            code: string;
            /** @description The share's management key (without it, the owner's session counts) */
            manageKey?: string;
            /** @description What the page answers for this share */
            roads: ("code-exchange" | "direct")[];
        };
        HostedRequestDto: {
            /** @example 4821 */
            code: string;
            /** @description The request's requesterKey, as its creation answered it */
            requesterKey: string;
            /** @description What the page answers for this request */
            roads: "code-exchange"[];
        };
        WatchedShareDto: {
            /** @example 0427-q8Xk0vY3m9TfR2cLw7hN1A */
            link: string;
            /** @description The ETag of the share's progress the page has; absent, the poll answers at once */
            etag?: string;
            /** @description A protected share's grant, as the URLs of a lookup with its password carry it */
            grant?: string;
        };
        ManagedShareDto: {
            /** @example 4821 */
            code: string;
            /** @description The share's management key (without it, the owner's session counts) */
            manageKey?: string;
            /** @description The ETag of the share's state the page has; absent, the poll answers at once */
            etag?: string;
        };
        LivePollDto: {
            shares?: components["schemas"]["HostedShareDto"][];
            /** @description File requests whose code exchange the page answers (the requester's page) */
            requests?: components["schemas"]["HostedRequestDto"][];
            watch?: components["schemas"]["WatchedShareDto"][];
            managed?: components["schemas"]["ManagedShareDto"][];
            /**
             * @description How long (ms) the poll keeps changes of watched and managed shares back: a page that has just drawn one asks for a breather. The request stays open meanwhile; a recipient's message to a hosted share still comes at once.
             * @default 0
             */
            quietMs?: number;
        };
        GoneRoadDto: {
            /**
             * @description Whether `code` names a hosted share or a hosted file request
             * @enum {string}
             */
            kind: "share" | "request";
            /** @example 4821 */
            code: string;
            /** @enum {string} */
            road: "code-exchange" | "direct";
            /**
             * @description The status the road's answer route would answer
             * @example 404
             */
            status: number;
            /** @description The error body the road's answer route would answer (statusCode, code, message, and reason where known) */
            error: {
                [key: string]: unknown;
            };
        };
        LiveExchangeMessageDto: {
            /**
             * @description The exchange it belongs to: answer it under this id
             * @example q8Xk0vY3m9TfR2cLw7hN1A
             */
            sessionId: string;
            /** @enum {string} */
            step: "hello" | "confirmation";
            /**
             * @description The recipient's message, opaque to the relay: unpadded base64url
             * @example AcXb1mD0Yp3kq8Xk0vY3m9TfR2cLw7hN1Aq8Xk0vY3m9T
             */
            message: string;
            /**
             * @description Whether `code` names a hosted share or a hosted file request
             * @enum {string}
             */
            kind: "share" | "request";
            /** @example 4821 */
            code: string;
        };
        LiveOfferDto: {
            /** @description STUN and TURN servers; empty: host candidates only */
            iceServers: components["schemas"]["IceServerDto"][];
            /**
             * @description `relay`: the operator wants only the TURN relay used (it hides the devices' addresses)
             * @enum {string}
             */
            iceTransportPolicy: "all" | "relay";
            /**
             * @description Answer the offer under this id
             * @example q8Xk0vY3m9TfR2cLw7hN1A
             */
            sessionId: string;
            /** @description The recipient's SDP offer */
            offer: string;
            /** @example 4821 */
            code: string;
        };
        ShareChangeDto: {
            /** @example 0427-q8Xk0vY3m9TfR2cLw7hN1A */
            link: string;
            /** @description With progress: the ETag to watch the share with from now on */
            etag?: string;
            progress?: components["schemas"]["FolderProgressDto"];
            /**
             * @description Without progress: the status its progress route answers
             * @example 410
             */
            status?: number;
            /** @description Without progress: the error body its progress route answers (statusCode, code, message, reason) */
            error?: {
                [key: string]: unknown;
            };
        };
        ShareStateChangeDto: {
            /** @example 4821 */
            code: string;
            /** @description With state: the ETag to watch the share with from now on */
            etag?: string;
            state?: components["schemas"]["FolderStateDto"];
            /**
             * @description Without state: the status its state route answers
             * @example 404
             */
            status?: number;
            /** @description Without state: the error body its state route answers (statusCode, code, message) */
            error?: {
                [key: string]: unknown;
            };
        };
        LiveMessageDto: {
            gone: components["schemas"]["GoneRoadDto"][];
            exchange?: components["schemas"]["LiveExchangeMessageDto"];
            offer?: components["schemas"]["LiveOfferDto"];
            /** @description Watched shares that changed */
            changes?: components["schemas"]["ShareChangeDto"][];
            /** @description Managed shares whose state changed */
            states?: components["schemas"]["ShareStateChangeDto"][];
        };
        LiveMessageResponseDto: {
            data: components["schemas"]["LiveMessageDto"];
        };
        CreateFileRequestDto: {
            /**
             * @description The sealed request card (SCRQ), unpadded base64url, at most 8 KiB decoded; opaque to the server
             * @example U0NSUQE…
             */
            card: string;
            /** @description SHA-256 of the upload token derived from the request key, lowercase hex */
            uploadTokenHash: string;
            /**
             * @description How long the request takes answers, and how long each answer is kept from its arrival
             * @enum {string}
             */
            retention: "2h" | "24h" | "7d";
            /** @description The most all answers together may hold, in bytes; null or absent: no cap beyond each answer’s */
            sizeCap?: number | null;
        };
        CreatedFileRequestDto: {
            /** @example 0427 */
            code: string;
            /**
             * @description The link segment `{code}-{linkKey}`
             * @example 0427-q8Xk0vY3m9TfR2cLw7hN1A
             */
            link: string;
            /**
             * @description The uploaders' address, without the request key (the page adds it as the fragment)
             * @example http://localhost:3000/r/0427-q8Xk0vY3m9TfR2cLw7hN1A
             */
            requestUrl: string;
            /** @description The requester key (22 base64url), for X-Requester-Key; kept only as a hash */
            requesterKey: string;
            /** @description ISO 8601 instant the request stops taking answers */
            closesAt: string;
        };
        FileRequestDto: {
            /** @description The sealed request card, unpadded base64url */
            card: string;
            /** @description ISO 8601 instant the request stops taking answers */
            closesAt: string;
            /** @description The most all answers together may hold, in bytes */
            sizeCap: number | null;
            /** @description Bytes its answers hold or announced so far */
            receivedBytes: number;
            /** @description Whether it takes an answer now (not full, its size cap not reached) */
            open: boolean;
            /** @description Whether a page of the requester's is there to answer a code exchange */
            requesterPresent: boolean;
        };
        CreateAnswerDto: {
            /** @description The answer id the uploader drew (16 bytes, 22 base64url) */
            answerId: string;
            /** @description The answer key wrapped to the requester (81 bytes, unpadded base64url) */
            wrappedKey: string;
            /** @description The upload token derived from the request key (16 bytes, 22 base64url) */
            uploadToken: string;
            /** @description The objects, in upload order: file ids, one `manifest` and at most one `thumbnails` */
            filePaths: string[];
            /** @description Each object's size in bytes, in the same order */
            fileSizes: number[];
        };
        AnnouncedAnswerFileDto: {
            /** @description A file id, `manifest` or `thumbnails` */
            path: string;
            filesize: number;
        };
        CreatedAnswerDto: {
            /** Format: uuid */
            id: string;
            /** @description Bytes received so far, of the files laid end to end in list order: where the next chunk starts */
            offset: number;
            /** @description Bytes of all the files together */
            length: number;
            /** @description Bytes per chunk the server suggests; a chunk may carry any number up to the end of the upload */
            chunkBytes: number;
            /** @description Whether the client finished it (POST …/finish; asking again answers the share again) */
            finished: boolean;
            /**
             * @description When the upload is abandoned if nothing more arrives (UPLOAD_ABANDONED_AFTER_MINUTES after the last bytes): its share then ends, unless every byte had arrived
             * @example 2030-01-01T12:00:00.000Z
             */
            expiresAt: string;
            /** @description The answer id */
            answerId: string;
            /** @description The announced objects, in upload order */
            files: components["schemas"]["AnnouncedAnswerFileDto"][];
        };
        AnswerFileDto: {
            /** @description A file id, `manifest` or `thumbnails` */
            path: string;
            filesize: number;
            receivedBytes: number;
            /** @enum {string} */
            status: "arriving" | "ready";
            /** @description Root-relative URL of its ciphertext (Range, ?follow=1); null when the state was asked with the session alone, as the URL carries the requester key */
            url: string | null;
        };
        AnswerDto: {
            /** @description The answer id (22 base64url) */
            id: string;
            /** @description The answer key wrapped to the requester (81 bytes, unpadded base64url) */
            wrappedKey: string;
            /** @enum {string} */
            state: "arriving" | "arrived" | "stopped";
            receivedBytes: number;
            totalBytes: number;
            createdAt: string;
            arrivedAt: string | null;
            /** @description When it is deleted: its arrival plus the retention */
            expiresAt: string;
            files: components["schemas"]["AnswerFileDto"][];
        };
        FileRequestStateDto: {
            /** @example 0427 */
            code: string;
            /** @description The link segment `{code}-{linkKey}` */
            link: string;
            /** @enum {string} */
            status: "open" | "ended" | "expired" | "removed";
            /** @example 2030-01-01T12:00:00.000Z */
            closesAt: string;
            /** @description The sealed card (base64url), as made: a device the requester adds with its requester link checks it under K */
            card: string;
            sizeCap: number | null;
            removal?: components["schemas"]["RequestRemovalDto"];
            answers: components["schemas"]["AnswerDto"][];
        };
        RequestTotalsDto: {
            /** @example 0427 */
            code: string;
            /** @description The link segment `{code}-{linkKey}` */
            link: string;
            /** @enum {string} */
            status: "open" | "ended" | "expired" | "removed";
            /** @example 2030-01-01T12:00:00.000Z */
            closesAt: string;
            /** @description Answers it took (removed ones included) */
            answers: number;
            /** @description Bytes its answers announced */
            receivedBytes: number;
        };
        MyRequestsDto: {
            requests: components["schemas"]["RequestTotalsDto"][];
        };
        BlockedShareDto: {
            /**
             * @description How many distinct files of the share are on the block list now
             * @example 3
             */
            blocked: number;
        };
        ImportBlockListDto: {
            /**
             * @description One SHA-256 (64 hex digits) per line; `#` starts a comment; sha256sum output reads as it is
             * @example # from the hotline
             *     e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
             */
            hashes: string;
            /** @description Where the list comes from, in the operator's words */
            note?: string;
        };
        ImportOutcomeDto: {
            /**
             * @description Digests new to the list
             * @example 12
             */
            added: number;
            /**
             * @description Digests that were on it already
             * @example 1
             */
            alreadyBlocked: number;
            /**
             * @description Lines (1-based) that held no SHA-256
             * @example [
             *       7
             *     ]
             */
            invalidLines: number[];
        };
        BlockedFileDto: {
            /** @example e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855 */
            sha256: string;
            /** @example 2030-01-01T10:00:00.000Z */
            addedAt: string;
            /** @enum {string} */
            source: "operator" | "import";
            note: string | null;
        };
        BlockListDto: {
            entries: components["schemas"]["BlockedFileDto"][];
        };
        ReleaseDto: {
            /**
             * @description Why the share is released (a false positive, say); kept in the audit log
             * @example The signature is a known false positive for this installer.
             */
            reason: string;
        };
        ReleasedDto: {
            /** @example 42 */
            id: number;
            /**
             * @description The share opens again, until its expiry
             * @enum {string}
             */
            status: "live";
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "FolderLookupsController_retrieve[0]": {
        parameters: {
            query?: never;
            header?: {
                /** @description A protected share's password; without it such a share answers 401 with passwordRequired */
                "x-share-password"?: string;
                /** @description Past the guessing budget, a code lookup answers 429 with `proofOfWork.challenge`; send it back solved (altcha-lib solveChallenge) as base64 of JSON `{ challenge, solution }` (docs/access-control.md) */
                "X-Proof-Of-Work"?: string;
            };
            path: {
                /** @description The share's 4-digit code */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FolderResponseDto"];
                };
            };
            /** @description No share holds the code (`Invalid code`) or the link */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The share has expired */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many lookups, or too many unknown codes or links, from this client; or, for code lookups past the service-wide guessing budget, a proof of work is needed (the body carries `proofOfWork.challenge`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "FolderLookupsController_retrieve[1]": {
        parameters: {
            query?: never;
            header?: {
                /** @description A protected share's password; without it such a share answers 401 with passwordRequired */
                "x-share-password"?: string;
                /** @description Past the guessing budget, a code lookup answers 429 with `proofOfWork.challenge`; send it back solved (altcha-lib solveChallenge) as base64 of JSON `{ challenge, solution }` (docs/access-control.md) */
                "X-Proof-Of-Work"?: string;
            };
            path: {
                /** @description The share's 4-digit code */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FolderResponseDto"];
                };
            };
            /** @description No share holds the code (`Invalid code`) or the link */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The share has expired */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many lookups, or too many unknown codes or links, from this client; or, for code lookups past the service-wide guessing budget, a proof of work is needed (the body carries `proofOfWork.challenge`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    DownloadsController_qrImage: {
        parameters: {
            query?: {
                /** @description A protected share's grant, as the URLs of a lookup with its password carry it */
                grant?: string;
            };
            header?: never;
            path: {
                /** @description The share link's last segment: the 4-digit code, a dash and the link key */
                link: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No share holds the code (`Invalid code`) or the link */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The share has expired */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many lookups, or too many unknown codes or links, from this client; or, for code lookups past the service-wide guessing budget, a proof of work is needed (the body carries `proofOfWork.challenge`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    DownloadsController_download: {
        parameters: {
            query?: {
                /** @description A protected share's grant, as the URLs of a lookup with its password carry it */
                grant?: string;
                /** @description Preview: images, PDF and text-like files are served inline (text as text/plain); anything else is still an attachment. */
                inline?: "1" | "0" | "true" | "false";
                /** @description A file still arriving is sent as its upload stores it (200, the whole file; its last byte once it has been checked) instead of answering 409; a Range is then ignored. A file already here is sent as usual. */
                follow?: "1" | "0" | "true" | "false";
            };
            header?: never;
            path: {
                /** @description The file's id, as listed in the share's `files` */
                id: number;
                /** @description The share link's last segment: the 4-digit code, a dash and the link key */
                link: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No share holds the code (`Invalid code`) or the link */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The share has expired */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many lookups, or too many unknown codes or links, from this client; or, for code lookups past the service-wide guessing budget, a proof of work is needed (the body carries `proofOfWork.challenge`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    DownloadsController_zip: {
        parameters: {
            query?: {
                /** @description A protected share's grant, as the URLs of a lookup with its password carry it */
                grant?: string;
                /** @description Only this subfolder (a relative path within the share) */
                path?: string;
            };
            header?: never;
            path: {
                /** @description The share link's last segment: the 4-digit code, a dash and the link key */
                link: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No share holds the code (`Invalid code`) or the link */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The share has expired */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many lookups, or too many unknown codes or links, from this client; or, for code lookups past the service-wide guessing budget, a proof of work is needed (the body carries `proofOfWork.challenge`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    FolderPageController_qr: {
        parameters: {
            query?: never;
            header?: {
                /** @description A protected share's password; without it such a share answers 401 with passwordRequired */
                "x-share-password"?: string;
                /** @description Past the guessing budget, a code lookup answers 429 with `proofOfWork.challenge`; send it back solved (altcha-lib solveChallenge) as base64 of JSON `{ challenge, solution }` (docs/access-control.md) */
                "X-Proof-Of-Work"?: string;
            };
            path: {
                /** @description A 4-digit code (a code lookup) or the share link's last segment */
                ref: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FolderResponseDto"];
                };
            };
        };
    };
    FolderPageController_page: {
        parameters: {
            query?: never;
            header?: {
                /** @description A protected share's password; without it such a share answers 401 with passwordRequired */
                "x-share-password"?: string;
                /** @description Past the guessing budget, a code lookup answers 429 with `proofOfWork.challenge`; send it back solved (altcha-lib solveChallenge) as base64 of JSON `{ challenge, solution }` (docs/access-control.md) */
                "X-Proof-Of-Work"?: string;
            };
            path: {
                /** @description A 4-digit code (a code lookup) or the share link's last segment */
                ref: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FolderResponseDto"];
                };
            };
        };
    };
    ArrivalProgressController_poll: {
        parameters: {
            query?: {
                /** @description A protected share's grant, as the URLs of a lookup with its password carry it */
                grant?: string;
            };
            header?: {
                /** @description The ETag of the last answer */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The share link's last segment: the 4-digit code, a dash and the link key */
                link: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FolderProgressDto"];
                };
            };
            /** @description Nothing changed since the ETag given */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No share holds the code (`Invalid code`) or the link */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The share has expired */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many lookups, or too many unknown codes or links, from this client; or, for code lookups past the service-wide guessing budget, a proof of work is needed (the body carries `proofOfWork.challenge`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    FolderManagementController_state: {
        parameters: {
            query?: never;
            header?: {
                /** @description The upload answer's manageKey. Without it, the signed-in owner's session cookie is used. */
                "x-manage-key"?: string;
            };
            path: {
                /** @description The share's 4-digit code */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FolderStateDto"];
                };
            };
            /** @description No share has this code and management key (or owner); or it was removed after it ended */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    FolderManagementController_end: {
        parameters: {
            query?: never;
            header?: {
                /** @description The upload answer's manageKey. Without it, the signed-in owner's session cookie is used. */
                "x-manage-key"?: string;
            };
            path: {
                /** @description The share's 4-digit code */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended (or had already ended) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No share has this code and management key (or owner); or it was removed after it ended */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    HealthController_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The database, file storage, Redis or the job queue does not respond; `database`, `storage`, `redis` and `queue` say which (`redis` and `queue` are `unused` when REDIS_URL is not set); or file storage is out of space (`storage: full`: uploads answer 507) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    AuthController_signup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponseDto"];
                };
            };
            /** @description Missing name, invalid email, or a password under 8 characters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Sent by another site (CSRF protection) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An account already has this email */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description RATE_SIGNUP_PER_HOUR exceeded by this client */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_login: {
        parameters: {
            query?: never;
            header?: {
                /** @description After many failed logins for an account (LOGIN_ACCOUNT_POW_AFTER), its logins answer 429 with `proofOfWork.challenge`; send it back solved as for code lookups (docs/access-control.md) */
                "X-Proof-Of-Work"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponseDto"];
                };
            };
            /** @description { "message": "Invalid email or password" }, for an unknown email too */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Sent by another site (CSRF protection) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description RATE_LOGIN_FAIL_PER_15MIN exceeded by this client for this account; or, with `proofOfWork.challenge`, LOGIN_ACCOUNT_POW_AFTER exceeded for this account from all clients: solve it and send X-Proof-Of-Work */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponseDto"];
                };
            };
            /** @description No live session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Sent by another site (CSRF protection) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteAccountDto"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Wrong password (nothing deleted), or sent by another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many wrong passwords from this client (RATE_LOGIN_FAIL_PER_15MIN) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Sent by another site (CSRF protection) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MySharesController_list: {
        parameters: {
            query?: {
                /** @description Only shares whose code, or the name or path of one of whose files, contains this text (any case) */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MySharesResponseDto"];
                };
            };
            /** @description No live session cookie */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MySharesController_end: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The share's 4-digit code */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live session cookie */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Sent from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No live share of this account has the code (another account's share included) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    UploadController_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Repeated file parts; each part's filename is the file's relative path unless a path list is sent */
                    files: string[];
                    /** @description JSON list of relative paths, one per file part, in order */
                    filePaths?: string;
                    /** @description Alternative to filePaths (the feature page sends this) */
                    filepathsRaw?: string;
                    /** @description Accepted and ignored: names come from the paths */
                    filenamesRaw?: string;
                    /** @description Accepted and ignored: sizes are counted as bytes arrive */
                    filesizeRaw?: string;
                    /**
                     * @default 2h
                     * @enum {string}
                     */
                    retention?: "2h" | "24h" | "download";
                    /** @description Optional: protects the share; lookups then need it (empty means none) */
                    password?: string;
                    /**
                     * @description 1: an end-to-end encrypted share (docs/encryption.md). Its paths are file ids (22 base64url characters) plus one "manifest" (and at most one "thumbnails", the thumbnails), every type is application/octet-stream, and E2E_MAX_BYTES caps it. Send it before the files.
                     * @default 0
                     * @enum {string}
                     */
                    encrypted?: "0" | "1";
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResponseDto"];
                };
            };
            /** @description Sent by another site's page (a browser's Sec-Fetch-Site or Origin says so) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description RATE_UPLOAD_PER_HOUR exceeded */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No code free, or the storage or the database cannot be reached */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The server is out of storage space; nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    UploadController_uploadFolder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Repeated file parts; each part's filename is the file's relative path unless a path list is sent */
                    files: string[];
                    /** @description JSON list of relative paths, one per file part, in order */
                    filePaths?: string;
                    /** @description Alternative to filePaths (the feature page sends this) */
                    filepathsRaw?: string;
                    /** @description Accepted and ignored: names come from the paths */
                    filenamesRaw?: string;
                    /** @description Accepted and ignored: sizes are counted as bytes arrive */
                    filesizeRaw?: string;
                    /**
                     * @default 2h
                     * @enum {string}
                     */
                    retention?: "2h" | "24h" | "download";
                    /** @description Optional: protects the share; lookups then need it (empty means none) */
                    password?: string;
                    /**
                     * @description 1: an end-to-end encrypted share (docs/encryption.md). Its paths are file ids (22 base64url characters) plus one "manifest" (and at most one "thumbnails", the thumbnails), every type is application/octet-stream, and E2E_MAX_BYTES caps it. Send it before the files.
                     * @default 0
                     * @enum {string}
                     */
                    encrypted?: "0" | "1";
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResponseDto"];
                };
            };
            /** @description Sent by another site's page (a browser's Sec-Fetch-Site or Origin says so) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description RATE_UPLOAD_PER_HOUR exceeded */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No code free, or the storage or the database cannot be reached */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The server is out of storage space; nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ResumableUploadsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * @description JSON list of relative paths
                     * @example ["trip/a.jpg","trip/b.txt"]
                     */
                    filePaths: string;
                    /**
                     * @description JSON list of sizes in bytes, same order
                     * @example [48213,12]
                     */
                    fileSizes: string;
                    /**
                     * @default 2h
                     * @enum {string}
                     */
                    retention?: "2h" | "24h" | "download";
                    /** @description Optional: protects the share; lookups then need it (empty means none) */
                    password?: string;
                    /**
                     * @description 1: an end-to-end encrypted share (docs/encryption.md). Its paths are file ids (22 base64url characters) plus one "manifest" (and at most one "thumbnails", the thumbnails), every type is application/octet-stream, and E2E_MAX_BYTES caps it. Send it before the files.
                     * @default 0
                     * @enum {string}
                     */
                    encrypted?: "0" | "1";
                    /**
                     * @description 1: send directly only (docs/direct-transfer.md). No byte is stored: recipients' browsers get the files straight from the sender's open page, and the share ends once that page has been gone for DIRECT_ONLY_GRACE_SECONDS (or its retention runs out). The upload takes no chunk (409), MAX_UPLOAD_BYTES does not apply, and its length is 0.
                     * @default 0
                     * @enum {string}
                     */
                    directOnly?: "0" | "1";
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedResumableUploadDto"];
                };
            };
            /** @description Sent by another site's page (a browser's Sec-Fetch-Site or Origin says so) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown upload, or discarded after a day without progress */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Its share ended before every byte arrived (why: `reason`); it takes no more bytes */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Over MAX_UPLOAD_BYTES (E2E_MAX_BYTES when encrypted) or too many files */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description RATE_UPLOAD_PER_HOUR exceeded */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ResumableUploadsController_status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id the creation answered with */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResumableUploadDto"];
                };
            };
            /** @description Sent by another site's page (a browser's Sec-Fetch-Site or Origin says so) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown upload, or discarded after a day without progress */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Its share ended before every byte arrived (why: `reason`); it takes no more bytes */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ResumableUploadsController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id the creation answered with */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Sent by another site's page (a browser's Sec-Fetch-Site or Origin says so) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown upload, or discarded after a day without progress */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Its share ended before every byte arrived (why: `reason`); it takes no more bytes */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ResumableUploadsController_appendChunk: {
        parameters: {
            query: {
                /** @description Where the chunk starts in the upload's byte sequence: the offset the server last reported */
                offset: number;
            };
            header?: never;
            path: {
                /** @description The id the creation answered with */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChunkReceiptDto"];
                };
            };
            /** @description Sent by another site's page (a browser's Sec-Fetch-Site or Origin says so) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown upload, or discarded after a day without progress */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The offset is not where the upload stands (ask for it again), or the upload is complete; `reason: direct-only`: its share is sent directly only, and takes no bytes */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Its share ended before every byte arrived (why: `reason`); it takes no more bytes */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The chunk runs past the end of the upload */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ResumableUploadsController_finish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id the creation answered with */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResponseDto"];
                };
            };
            /** @description Sent by another site's page (a browser's Sec-Fetch-Site or Origin says so) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown upload, or discarded after a day without progress */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bytes are still missing */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Its share ended before every byte arrived (why: `reason`); it takes no more bytes */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OperatorReportsController_list: {
        parameters: {
            query?: {
                /** @description `closed`: dismissed and actioned */
                state?: "open" | "closed" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportListDto"];
                };
            };
            /** @description Sign in to use the operator console. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description This account is not an operator. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OperatorReportsController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportDto"];
                };
            };
            /** @description Sign in to use the operator console. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description This account is not an operator. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No report has this reference */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OperatorReportsController_dismiss: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DismissReportDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportDto"];
                };
            };
            /** @description No reason given */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Sign in to use the operator console. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description This account is not an operator, or the request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No report has this reference */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The report was already decided */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OperatorFoldersController_folder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The share's database id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorFolderDto"];
                };
            };
            /** @description Sign in to use the operator console. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description This account is not an operator. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No share has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OperatorFoldersController_preview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The share's database id */
                id: number;
                /** @description The file's id */
                fileId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sign in to use the operator console. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description This account is not an operator. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such share or file */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OperatorFoldersController_search: {
        parameters: {
            query: {
                /** @description A 4-digit code, a share link or address, or a SHA-256 (64 hex digits) */
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorSearchDto"];
                };
            };
            /** @description The query is none of those */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Sign in to use the operator console. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description This account is not an operator. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuditLogController_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Only entries older than this entry id (the next page) */
                before?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditListDto"];
                };
            };
            /** @description Sign in to use the operator console. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description This account is not an operator. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReportsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateReportDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportReceiptDto"];
                };
            };
            /** @description A field is missing or invalid; the message says which */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description RATE_REPORT_PER_HOUR exceeded by this client */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    TakedownsController_takeDown: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The share's database id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TakedownDto"];
            };
        };
        responses: {
            /** @description Removed (or had been already): the share as the console shows it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorFolderDto"];
                };
            };
            /** @description No category, or a statement of reasons shorter than 10 or longer than 5000 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Sign in to use the operator console. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description This account is not an operator, or the request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No share has this id (or it was deleted after it ended) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    FileRequestTakedownsController_takeDown: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request's 4-digit code */
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TakedownDto"];
            };
        };
        responses: {
            /** @description Removed (or had been already) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No category, or a statement of reasons shorter than 10 or longer than 5000 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Sign in to use the operator console. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description This account is not an operator, or the request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No file request has this code */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CodeExchangeController_start: {
        parameters: {
            query?: never;
            header?: {
                /** @description Past the guessing budget, a code lookup answers 429 with `proofOfWork.challenge`; send it back solved (altcha-lib solveChallenge) as base64 of JSON `{ challenge, solution }` (docs/access-control.md) */
                "X-Proof-Of-Work"?: string;
                /** @description A protected share's password; without it such a share answers 401 with passwordRequired */
                "x-share-password"?: string;
            };
            path: {
                /** @description The share's 4-digit code */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeExchangeSessionResponseDto"];
                };
            };
            /** @description No share holds the code (`Invalid code`) or the link */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not end-to-end encrypted (`reason: not-encrypted`), no sender page open (`sender-away`), or being checked */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The share has expired */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many lookups, or too many unknown codes or links, from this client; or, for code lookups past the service-wide guessing budget, a proof of work is needed (the body carries `proofOfWork.challenge`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CodeExchangeController_hello: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id the start of the exchange answered */
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RelayMessageDto"];
            };
        };
        responses: {
            /** @description The sender's answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RelayMessageResponseDto"];
                };
            };
            /** @description The exchange is unknown or over, or this step is not the one it expects */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The sender refused the exchange (`reason: refused`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The sender's page did not answer in time (25 s) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CodeExchangeController_confirmation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id the start of the exchange answered */
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RelayMessageDto"];
            };
        };
        responses: {
            /** @description The sender's answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RelayMessageResponseDto"];
                };
            };
            /** @description The exchange is unknown or over, or this step is not the one it expects */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The sender refused the exchange (`reason: refused`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The sender's page did not answer in time (25 s) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SenderCodeExchangeController_answer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The upload answer's manageKey. Without it, the signed-in owner's session cookie is used. */
                "x-manage-key"?: string;
            };
            path: {
                /** @description The share's 4-digit code */
                code: string;
                /** @description The id the start of the exchange answered */
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SenderAnswerDto"];
            };
        };
        responses: {
            /** @description Handed to the recipient waiting for it */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No share has this code and management key (or owner); or the exchange ended */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The share is not end-to-end encrypted (`reason: not-encrypted`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The share has ended */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RequesterCodeExchangeController_answer: {
        parameters: {
            query?: never;
            header: {
                /** @description The file request's requesterKey, as its creation answered it. */
                "x-requester-key": string;
            };
            path: {
                /** @description The share's 4-digit code */
                code: string;
                /** @description The id the start of the exchange answered */
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SenderAnswerDto"];
            };
        };
        responses: {
            /** @description Handed to the recipient waiting for it */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The requester key is not the request's */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No file request has this code, or the exchange ended */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request takes no more answers */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many unknown codes or wrong requester keys from this client */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    DirectController_availability: {
        parameters: {
            query?: {
                /** @description A protected share's grant, as the URLs of a lookup with its password carry it */
                grant?: string;
            };
            header?: never;
            path: {
                /** @description The share link's last segment: the 4-digit code, a dash and the link key */
                link: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DirectAvailabilityDto"];
                };
            };
            /** @description A protected share, without its grant */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No share holds the code (`Invalid code`) or the link */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The share has expired */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many lookups, or too many unknown codes or links, from this client; or, for code lookups past the service-wide guessing budget, a proof of work is needed (the body carries `proofOfWork.challenge`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    DirectController_start: {
        parameters: {
            query?: {
                /** @description A protected share's grant, as the URLs of a lookup with its password carry it */
                grant?: string;
            };
            header?: never;
            path: {
                /** @description The share link's last segment: the 4-digit code, a dash and the link key */
                link: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DirectSessionStartDto"];
                };
            };
            /** @description A protected share, without its grant */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No share holds the code (`Invalid code`) or the link */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The sender's page is not there (`reason: sender-away`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The share has expired */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many sessions started by this client or of this share, or waiting for the sender's page */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    DirectController_offer: {
        parameters: {
            query?: {
                /** @description A protected share's grant, as the URLs of a lookup with its password carry it */
                grant?: string;
            };
            header?: never;
            path: {
                /** @description The id the start of the session handed over */
                sessionId: string;
                /** @description The share link's last segment: the 4-digit code, a dash and the link key */
                link: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DirectOfferDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DirectSessionDto"];
                };
            };
            /** @description The offer is not an SDP description of at most 64 KiB */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A protected share, without its grant */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The session is over, or not one of this share's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No sender's page answered (`reason: sender-away`), or it declined (`reason: refused`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The share has expired */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many lookups, or too many unknown codes or links, from this client; or, for code lookups past the service-wide guessing budget, a proof of work is needed (the body carries `proofOfWork.challenge`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The server is restarting */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    DirectController_received: {
        parameters: {
            query?: {
                /** @description A protected share's grant, as the URLs of a lookup with its password carry it */
                grant?: string;
            };
            header?: never;
            path: {
                /** @description The share link's last segment: the 4-digit code, a dash and the link key */
                link: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DirectReceivedDto"];
            };
        };
        responses: {
            /** @description Counted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A malformed report, or `bytes` is not the file's size */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A protected share, without its grant */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unknown file, no such answered session of this share, or direct transfer off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description This file was already counted for this direct transfer (`counted`), or is not ready (`not-ready`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The share has expired */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many lookups, or too many unknown codes or links, from this client; or, for code lookups past the service-wide guessing budget, a proof of work is needed (the body carries `proofOfWork.challenge`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SenderDirectController_answer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The upload answer's manageKey. Without it, the signed-in owner's session cookie is used. */
                "x-manage-key"?: string;
            };
            path: {
                /** @description The share's 4-digit code */
                code: string;
                /** @description The id the sender's live poll handed over with the offer */
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DirectAnswerDto"];
            };
        };
        responses: {
            /** @description Handed to the recipient waiting for it */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No share has this code and management key (or owner); direct transfer is off; or the session ended */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The share has ended */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    LiveController_poll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LivePollDto"];
            };
        };
        responses: {
            /** @description A message came, a watched share changed, or both */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LiveMessageResponseDto"];
                };
            };
            /** @description Nothing came in the wait: poll again */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many unknown management keys or links from this client */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ThumbnailsController_thumbnail: {
        parameters: {
            query?: {
                /** @description A protected share's grant, as the URLs of a lookup with its password carry it */
                grant?: string;
            };
            header?: never;
            path: {
                /** @description The file's id, as listed in the share's `files` */
                id: number;
                /** @description The share link's last segment: the 4-digit code, a dash and the link key */
                link: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thumbnail */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description None will be made (`reason: none`): not a photo the server reads, a corrupt one, or too many pixels */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not made yet (`reason: pending`, Retry-After): the file is still arriving or being checked, or its thumbnail is being made */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The share has expired */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many lookups, or too many unknown codes or links, from this client; or, for code lookups past the service-wide guessing budget, a proof of work is needed (the body carries `proofOfWork.challenge`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OperatorThumbnailsController_thumbnail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The share's database id */
                id: number;
                /** @description The file's id */
                fileId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sign in to use the operator console. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description This account is not an operator. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such share or file, or it has no thumbnail (`reason: none`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not made yet (`reason: pending`, Retry-After) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    FileRequestsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateFileRequestDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedFileRequestDto"];
                };
            };
            /** @description Wrong requester key or upload token (counted against RATE_LOOKUP_FAIL_PER_15MIN), or another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No file request has this link, or this code and requester key */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The card is over 8 KiB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests, or too many failed lookups, from this client */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No code is free */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    FileRequestsController_forUploader: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request link `{code}-{linkKey}` */
                link: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileRequestDto"];
                };
            };
            /** @description Wrong requester key or upload token (counted against RATE_LOOKUP_FAIL_PER_15MIN), or another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No file request has this link, or this code and requester key */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description It no longer takes answers: `reason` ended, expired or removed (with `category`), as shares’ 410s */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests, or too many failed lookups, from this client */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    FileRequestsController_answer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The request link `{code}-{linkKey}` */
                link: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAnswerDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedAnswerDto"];
                };
            };
            /** @description Wrong requester key or upload token (counted against RATE_LOOKUP_FAIL_PER_15MIN), or another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No file request has this link, or this code and requester key */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `request_closed`: it takes no more answers; `answer_exists` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Removed by the operators */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Over FILE_REQUEST_MAX_BYTES or the size cap (`answer_too_large`), or FILE_REQUEST_ANSWERS_MAX */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests, or too many failed lookups, from this client */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    FileRequestsController_state: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the last answer */
                "If-None-Match"?: string;
                /** @description The requester key the creation answered with (22 base64url); not needed by the signed-in owner */
                "X-Requester-Key"?: string;
            };
            path: {
                /** @description The request's 4-digit code */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileRequestStateDto"];
                };
            };
            /** @description Nothing changed since the ETag given */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Wrong requester key or upload token (counted against RATE_LOOKUP_FAIL_PER_15MIN), or another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No file request has this link, or this code and requester key */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Cleanup deleted it: `reason` says why, for a week */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests, or too many failed lookups, from this client */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    FileRequestsController_end: {
        parameters: {
            query?: never;
            header?: {
                /** @description The requester key the creation answered with (22 base64url); not needed by the signed-in owner */
                "X-Requester-Key"?: string;
            };
            path: {
                /** @description The request's 4-digit code */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended (or had ended already) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Wrong requester key or upload token (counted against RATE_LOOKUP_FAIL_PER_15MIN), or another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No file request has this link, or this code and requester key */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests, or too many failed lookups, from this client */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    FileRequestsController_deleteAnswer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The requester key the creation answered with (22 base64url); not needed by the signed-in owner */
                "X-Requester-Key"?: string;
            };
            path: {
                /** @description The request's 4-digit code */
                code: string;
                /** @description The answer id (22 base64url) */
                answerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Wrong requester key or upload token (counted against RATE_LOOKUP_FAIL_PER_15MIN), or another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No file request has this link, or this code and requester key */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests, or too many failed lookups, from this client */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AnswerFilesController_file: {
        parameters: {
            query?: {
                /** @description An object still arriving is sent as its upload stores it (the Range asked for, else all of it) */
                follow?: "1" | "0" | "true" | "false";
            };
            header?: never;
            path: {
                /** @description The answer id (22 base64url) */
                answerId: string;
                /** @description A file id, `manifest` or `thumbnails` */
                path: string;
                /** @description The request code, a dash and the requester key */
                requester: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Wrong requester key or upload token (counted against RATE_LOOKUP_FAIL_PER_15MIN), or another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No file request has this link, or this code and requester key */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests, or too many failed lookups, from this client */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MyRequestsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyRequestsDto"];
                };
            };
            /** @description No live session cookie */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BlockedFilesController_blockShare: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The share's database id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockedShareDto"];
                };
            };
            /** @description Sign in to use the operator console. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description This account is not an operator, or the request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No share has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BlockedFilesController_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Only entries listed after this digest (the next page) */
                before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockListDto"];
                };
            };
            /** @description Sign in to use the operator console. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description This account is not an operator, or the request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BlockedFilesController_importList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportBlockListDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportOutcomeDto"];
                };
            };
            /** @description Sign in to use the operator console. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description This account is not an operator, or the request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ScanningController_release: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The share's database id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReleaseDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReleasedDto"];
                };
            };
            /** @description Sign in to use the operator console. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description This account is not an operator, or the request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No share has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The share is not quarantined */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
