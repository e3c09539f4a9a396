/**
 * Every machine `code` an error body may carry, with the status it comes with and what it means. Clients branch
 * on the code and show their own sentence for it (the English `message` beside it is for people and logs), so a
 * code is never renamed or reused for another meaning; docs/api.md lists them all, which a spec keeps true.
 * One code per meaning, not per place that says it.
 */
export const ERROR_CODES = {
  // What any status answers when nothing more precise was said: Nest's own errors (an unknown route, a body
  // parser's refusal), the throttler's 429, and any error that is not an HTTP answer at all (500).
  bad_request: { status: 400, meaning: 'The request is malformed' },
  unauthorized: { status: 401, meaning: 'The request needs a signed-in user' },
  forbidden: { status: 403, meaning: 'The request is not allowed' },
  not_found: { status: 404, meaning: 'Nothing answers this route' },
  conflict: { status: 409, meaning: 'The request conflicts with the state of what it names' },
  gone: { status: 410, meaning: 'What the request names is gone' },
  payload_too_large: { status: 413, meaning: 'The request body is too large' },
  unsupported_media_type: { status: 415, meaning: 'The request body is of a type the route does not read' },
  unprocessable_entity: { status: 422, meaning: 'The request cannot be carried out as it stands' },
  too_many_requests: { status: 429, meaning: 'Too many requests from this client: wait and try again' },
  internal_error: { status: 500, meaning: 'The server failed unexpectedly' },
  service_unavailable: { status: 503, meaning: 'The server cannot answer right now' },
  gateway_timeout: { status: 504, meaning: 'Something the server waited for did not answer' },

  // The request itself.
  json_too_deep: { status: 400, meaning: 'The JSON body is nested too deeply' },
  cross_site_request: { status: 403, meaning: 'The request came from another site' },
  invalid_id: { status: 400, meaning: 'An id in the path or query is not a whole number' },

  // Codes and links.
  invalid_code_format: { status: 400, meaning: 'The code is not 4 digits' },
  invalid_ref_format: { status: 400, meaning: 'Neither a 4-digit code nor a share link' },
  invalid_link_format: { status: 400, meaning: 'Not a share link' },
  code_not_enough: { status: 400, meaning: 'Files are reached through the link, not the code alone' },
  unknown_code: { status: 404, meaning: 'No share has this code' },
  unknown_link: { status: 404, meaning: 'No share has this link' },
  unknown_managed_share: { status: 404, meaning: 'No share has this code and management key' },
  too_many_failed_code_lookups: { status: 429, meaning: 'Too many failed code lookups from this client' },
  too_many_failed_key_lookups: { status: 429, meaning: 'Too many lookups of unknown links or management keys' },
  proof_of_work_required: { status: 429, meaning: 'Looking a code up needs a proof of work for now' },

  // A share that ended.
  share_expired: { status: 410, meaning: 'The share expired and its files were deleted' },
  share_downloaded: { status: 410, meaning: 'The share, kept until downloaded, was downloaded and ended' },
  share_ended: { status: 410, meaning: 'The sender ended the share' },
  share_removed: { status: 410, meaning: "Sharecode's operators removed the share" },
  share_malware: { status: 410, meaning: 'The share was removed: a file in it carries malware' },
  share_stopped: { status: 410, meaning: 'The sender stopped sending before every file arrived' },
  share_sender_left: { status: 410, meaning: "A share sent directly ended when the sender's page closed" },

  // Passwords of shares.
  password_required: { status: 401, meaning: 'The share is protected by a password' },
  wrong_share_password: { status: 401, meaning: 'Wrong password for the share' },
  too_many_wrong_share_passwords: { status: 429, meaning: 'Too many wrong passwords for this share' },
  invalid_share_password: { status: 400, meaning: 'A share password has the wrong length' },

  // Downloads, previews and thumbnails.
  file_not_found: { status: 404, meaning: 'The share has no such file' },
  invalid_folder_path: { status: 400, meaning: 'The folder path of a ZIP is not a valid relative path' },
  unknown_folder_path: { status: 404, meaning: 'The share has no folder at this path' },
  file_arriving: { status: 409, meaning: 'The file is still arriving' },
  file_checking: { status: 409, meaning: 'The file has arrived and is being checked' },
  zip_files_arriving: { status: 409, meaning: 'Some files of the ZIP are still arriving' },
  zip_files_checking: { status: 409, meaning: 'Some files of the ZIP are being checked' },
  range_not_satisfiable: { status: 416, meaning: 'The requested range lies outside the file' },
  direct_only_bytes: { status: 409, meaning: 'The share is sent directly only: the server holds none of its bytes' },
  thumbnail_pending: { status: 409, meaning: "The file's thumbnail is not made yet" },
  no_thumbnail: { status: 404, meaning: 'The file has no thumbnail' },
  invalid_grant: { status: 400, meaning: "A protected share's grant is not text, or too long" },
  invalid_flag: { status: 400, meaning: 'A yes-or-no parameter is neither 1 nor 0' },

  // Uploads.
  multipart_required: { status: 400, meaning: 'The upload is not multipart/form-data' },
  malformed_multipart: { status: 400, meaning: 'The multipart body is malformed' },
  upload_not_stored: { status: 400, meaning: 'The upload could not be stored' },
  upload_aborted: { status: 499, meaning: 'The client went away mid-upload' },
  upload_too_large: { status: 413, meaning: 'The upload is larger than a share may hold' },
  too_many_files: { status: 413, meaning: 'A share holds more files than allowed' },
  field_too_large: { status: 413, meaning: 'A form field is too large' },
  too_many_fields: { status: 413, meaning: 'The upload has too many form fields' },
  no_files: { status: 400, meaning: 'The upload lists no files' },
  invalid_retention: { status: 400, meaning: 'The retention is not one of the offered ones' },
  invalid_encrypted_flag: { status: 400, meaning: 'The encrypted field is neither 1 nor 0' },
  invalid_direct_only_flag: { status: 400, meaning: 'The directOnly field is neither 1 nor 0' },
  invalid_path_list: { status: 400, meaning: 'The path field is not a JSON list of relative paths' },
  path_count_mismatch: { status: 400, meaning: 'The path list and the files differ in number' },
  paths_required: { status: 400, meaning: 'An announced upload lists no paths' },
  invalid_file_path: { status: 400, meaning: 'A file path is not a valid relative path' },
  duplicate_path: { status: 400, meaning: 'A path appears more than once' },
  path_file_and_folder: { status: 400, meaning: 'A path is both a file and a folder' },
  invalid_encrypted_path: { status: 400, meaning: 'An encrypted share names an object other than by file id' },
  encrypted_manifest_missing: { status: 400, meaning: 'An encrypted share lacks its manifest' },
  direct_only_here: { status: 400, meaning: 'A share sent directly only is announced, not uploaded' },
  direct_only_off: { status: 400, meaning: 'Direct transfer is off, so a share cannot be sent directly only' },
  no_free_code: { status: 503, meaning: 'Every code is in use' },
  blocked_file: { status: 422, meaning: "A file is on Sharecode's block list" },

  // Resumable uploads.
  invalid_file_sizes: { status: 400, meaning: 'fileSizes is not a JSON list of sizes' },
  bytes_with_announcement: { status: 400, meaning: 'An announcement carried file bytes' },
  unknown_upload: { status: 404, meaning: 'The upload is unknown or was discarded' },
  invalid_upload_id: { status: 400, meaning: 'The upload id is not one the creation answered with' },
  invalid_offset: { status: 400, meaning: 'The offset is not a byte position' },
  chunk_media_type: { status: 415, meaning: "A chunk's bytes are not sent as application/offset+octet-stream" },
  chunk_too_large: { status: 413, meaning: 'The chunk goes past the end of the upload' },
  wrong_offset: { status: 409, meaning: 'The chunk does not start where the upload stands' },
  upload_complete: { status: 409, meaning: 'The upload is complete and takes no more bytes' },
  upload_incomplete: { status: 409, meaning: 'Bytes of the upload have not arrived yet' },
  upload_finishing: { status: 409, meaning: 'Another request is finishing the upload' },
  upload_finishing_no_cancel: { status: 409, meaning: 'The upload is being finished and cannot be cancelled' },
  direct_only_upload: { status: 409, meaning: "The upload's share is sent directly only: it takes no bytes" },
  upload_share_deleted: { status: 410, meaning: "The upload's share ended and was deleted" },
  upload_incomplete_on_disk: { status: 500, meaning: 'An arrived file is not whole in storage' },

  // Accounts.
  invalid_credentials: { status: 401, meaning: 'Unknown email or wrong password' },
  not_signed_in: { status: 401, meaning: 'Not signed in, or the session expired' },
  incorrect_password: { status: 403, meaning: 'Wrong password when deleting the account' },
  email_taken: { status: 409, meaning: 'An account with this email exists' },
  too_many_failed_logins: { status: 429, meaning: 'Too many failed logins from this client' },
  login_proof_of_work_required: { status: 429, meaning: 'Logging in to this account needs a proof of work' },
  email_required: { status: 400, meaning: 'The email address is missing' },
  email_too_long: { status: 400, meaning: 'The email address is too long' },
  invalid_email: { status: 400, meaning: 'The email address is not valid' },
  password_missing: { status: 400, meaning: 'The password is missing' },
  password_too_short: { status: 400, meaning: 'The password is too short' },
  password_too_long: { status: 400, meaning: 'The password is too long' },
  username_required: { status: 400, meaning: 'The full name is missing' },
  username_too_long: { status: 400, meaning: 'The full name is too long' },
  invalid_remember: { status: 400, meaning: 'remember is neither true nor false' },
  not_your_share: { status: 404, meaning: 'The signed-in user has no live share with this code' },
  invalid_search_text: { status: 400, meaning: 'The search text is not text, or too long' },

  // The relay: code exchanges and direct transfers.
  invalid_session_id: { status: 400, meaning: 'A session id is not 22 base64url characters' },
  invalid_exchange_step: { status: 400, meaning: 'The step is not one of the exchange' },
  invalid_exchange_message: { status: 400, meaning: "An exchange's message is not unpadded base64url" },
  answer_or_refusal: { status: 400, meaning: 'Send an answer or a refusal, not both' },
  not_end_to_end_encrypted: { status: 409, meaning: 'The share opens with its code directly' },
  exchange_sender_away: { status: 409, meaning: "No page of the sender's can answer the exchange" },
  exchange_requester_away: { status: 409, meaning: "No page of the file request's requester can answer the exchange" },
  exchange_refused: { status: 409, meaning: "The sender's page refused the exchange" },
  exchange_ended: { status: 404, meaning: 'The exchange has ended: type the code again' },
  exchange_answer_late: { status: 404, meaning: 'The exchange the sender answers has ended' },
  sender_silent: { status: 504, meaning: "The sender's page did not answer in time" },
  server_restarting: { status: 503, meaning: 'The server is restarting' },
  invalid_session_description: { status: 400, meaning: 'An offer or answer is not an SDP description' },
  direct_sender_away: { status: 409, meaning: "The sender's device is not there for a direct transfer" },
  direct_refused: { status: 409, meaning: "The sender's device declined a direct transfer" },
  direct_sender_busy: { status: 429, meaning: "The sender's device is busy with other recipients" },
  direct_session_ended: { status: 404, meaning: 'The direct transfer no longer waits for an answer' },
  direct_session_unknown: { status: 404, meaning: "The direct session is over or not this share's" },
  direct_transfer_off: { status: 404, meaning: 'Direct transfer is off on this server' },
  too_many_direct_sessions: { status: 429, meaning: 'Too many direct transfers started from this client' },
  too_many_share_direct_sessions: { status: 429, meaning: 'Too many direct transfers of this share' },
  invalid_file_id: { status: 400, meaning: 'A file id is not a whole number' },
  invalid_byte_count: { status: 400, meaning: 'bytes is not a whole number' },
  received_size_mismatch: { status: 400, meaning: "The bytes reported received are not the file's size" },
  receipt_session_unknown: { status: 404, meaning: 'No direct transfer of the share was answered in this session' },
  receipt_counted: { status: 409, meaning: 'The file was counted as received in this session already' },
  receipt_not_ready: { status: 409, meaning: 'The file is not on the server and checked yet' },

  // Live polls.
  nothing_to_wait_for: { status: 400, meaning: 'A live poll names no share' },
  too_many_hosted_shares: { status: 400, meaning: 'A poll hosts too many shares' },
  too_many_watched_shares: { status: 400, meaning: 'A poll watches too many shares' },
  too_many_managed_shares: { status: 400, meaning: 'A poll follows too many shares' },
  too_many_hosted_requests: { status: 400, meaning: 'A poll hosts too many file requests' },
  invalid_live_road: { status: 400, meaning: 'A road is not one a hosted share takes' },
  invalid_quiet_ms: { status: 400, meaning: 'quietMs is not a whole number from 0 to its maximum' },
  invalid_etag: { status: 400, meaning: 'An ETag is not text, or too long' },
  invalid_live_roads: { status: 400, meaning: 'The roads of a hosted share are not a list of distinct roads' },
  invalid_live_list: { status: 400, meaning: 'A poll names its shares other than as a list of distinct entries' },
  invalid_manage_key: { status: 400, meaning: 'A management key is not text, or too long' },
  invalid_requester_key: { status: 400, meaning: 'A requester key is not 22 base64url characters' },

  // Reports of abuse.
  invalid_report_target: { status: 400, meaning: 'The reported share is neither a link, an address nor a code' },
  invalid_report_category: { status: 400, meaning: 'The report category is not one of the offered ones' },
  invalid_report_explanation: { status: 400, meaning: 'The explanation of a report has the wrong length' },
  invalid_reporter_email: { status: 400, meaning: "The reporter's email address is not valid" },
  good_faith_required: { status: 400, meaning: 'The reporter did not confirm the report is in good faith' },

  // File requests.
  unknown_request: { status: 404, meaning: 'No file request has this link, or this code and requester key' },
  wrong_requester_key: { status: 403, meaning: "The requester key is not the file request's" },
  bad_upload_token: { status: 403, meaning: "The upload token is not the file request's" },
  request_closed: { status: 409, meaning: 'The file request takes no more answers' },
  file_request_code: { status: 409, meaning: "A share's code lookup found a file request's code" },
  request_ended: { status: 410, meaning: 'The requester ended the file request' },
  request_expired: { status: 410, meaning: 'The file request closed and its answers were deleted' },
  request_removed: { status: 410, meaning: "Sharecode's operators removed the file request" },
  card_too_large: { status: 413, meaning: "A file request's card is too large" },
  answer_too_large: { status: 413, meaning: 'The answer is larger than the file request takes' },
  too_many_answers: { status: 413, meaning: 'The file request has taken as many answers as it may' },
  unknown_answer: { status: 404, meaning: 'The file request has no such answer' },
  answer_exists: { status: 409, meaning: 'The file request already has an answer with this id' },
  invalid_request_card: { status: 400, meaning: "A file request's card is not unpadded base64url" },
  invalid_upload_token_hash: { status: 400, meaning: 'The upload token hash is not 64 lowercase hex digits' },
  invalid_size_cap: { status: 400, meaning: 'The size cap is not a whole number of bytes' },
  invalid_answer_id: { status: 400, meaning: 'An answer id is not 22 base64url characters' },
  invalid_answer_path: { status: 400, meaning: 'An answer object is not a file id, manifest or thumbnails' },
  invalid_wrapped_key: { status: 400, meaning: 'The wrapped key is not 81 bytes of unpadded base64url' },
  invalid_upload_token: { status: 400, meaning: 'The upload token is not 22 base64url characters' },

  // The operator console.
  operator_sign_in_required: { status: 401, meaning: 'The operator console needs a signed-in operator' },
  not_an_operator: { status: 403, meaning: 'The account is not an operator' },
  unknown_share_id: { status: 404, meaning: 'No share has this id' },
  unknown_file_id: { status: 404, meaning: 'The share has no file with this id' },
  invalid_search: { status: 400, meaning: 'The search is neither a code, a link nor a SHA-256' },
  unknown_report: { status: 404, meaning: 'No report has this reference' },
  report_already_decided: { status: 409, meaning: 'The report was already decided' },
  not_quarantined: { status: 409, meaning: 'The share is not quarantined' },
  invalid_page_size: { status: 400, meaning: 'limit is not a whole number in its range' },
  invalid_page_start: { status: 400, meaning: 'before is not an entry of the list' },
  invalid_report_reference: { status: 400, meaning: "A report's reference is not text" },
  invalid_report_filter: { status: 400, meaning: 'The report state is not one of the offered ones' },
  invalid_dismissal_reason: { status: 400, meaning: 'The reason for dismissing a report has the wrong length' },
  invalid_removal_category: { status: 400, meaning: 'The removal category is not one of the offered ones' },
  invalid_removal_reasons: { status: 400, meaning: 'The statement of reasons has the wrong length' },
  invalid_release_reason: { status: 400, meaning: 'The reason for releasing a share has the wrong length' },
  invalid_block_list: { status: 400, meaning: 'The block list is not text, or empty' },
  invalid_block_note: { status: 400, meaning: "A block list's note is not text, or too long" },

  // The server's own conditions.
  database_unavailable: { status: 503, meaning: 'The database is not responding' },
  redis_unavailable: { status: 503, meaning: 'The shared state store (Redis) is not responding' },
  storage_unavailable: { status: 503, meaning: 'File storage is not responding' },
  unhealthy: { status: 503, meaning: 'A dependency of the server does not respond, or storage is full (health check)' },
  storage_full: { status: 507, meaning: 'The server ran out of storage space' },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Values a message is built of (a limit, a path, a count, seconds to wait), for a client to build its own sentence. */
export type ErrorParams = Readonly<Record<string, string | number>>;

/** A refusal worked out before anything is thrown (an upload plan's, say): what the 4xx will carry. */
export interface CodedMessage {
  code: ErrorCode;
  message: string;
  params?: ErrorParams;
}

const GENERIC_CODES: readonly ErrorCode[] = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'gone',
  'payload_too_large',
  'unsupported_media_type',
  'unprocessable_entity',
  'too_many_requests',
  'internal_error',
  'service_unavailable',
  'gateway_timeout',
];

/** The code an HTTP error answers when whoever raised it gave none (Nest's 404 of an unknown route, say). */
export function genericCodeOf(status: number): ErrorCode {
  const generic = GENERIC_CODES.find((code) => ERROR_CODES[code].status === status);
  return generic ?? (status >= 500 ? 'internal_error' : 'bad_request');
}
