/**
 * The sentence for each machine `code` an API error carries (api/src/errors/error-codes.ts, docs/api.md), so that a
 * visitor reads an API refusal in their language: the source messages, which `npm run extract-messages` collects and
 * translators translate. The English is the API's own message for the code (its general sentence where one code
 * has several), with the body's `params` as placeholders. The page formats them from its catalogue by id
 * (error-messages.ts), so this table stays out of the page's code; a spec keeps its codes the same as the API's.
 */
import { defineMessages } from 'react-intl';

export const API_ERROR_MESSAGES = defineMessages({
  bad_request: {
    id: 'apiError.bad_request',
    defaultMessage: 'The request is invalid.',
  },
  unauthorized: {
    id: 'apiError.unauthorized',
    defaultMessage: 'Please log in to do this.',
  },
  forbidden: {
    id: 'apiError.forbidden',
    defaultMessage: 'This request is not allowed.',
  },
  not_found: {
    id: 'apiError.not_found',
    defaultMessage: 'Nothing was found at this address.',
  },
  conflict: {
    id: 'apiError.conflict',
    defaultMessage: 'This cannot be done right now, as things stand. Please reload and try again.',
  },
  gone: {
    id: 'apiError.gone',
    defaultMessage: 'This is no longer available.',
  },
  payload_too_large: {
    id: 'apiError.payload_too_large',
    defaultMessage: 'The request is too large.',
  },
  unsupported_media_type: {
    id: 'apiError.unsupported_media_type',
    defaultMessage: 'The request was sent in a form the server cannot read.',
  },
  unprocessable_entity: {
    id: 'apiError.unprocessable_entity',
    defaultMessage: 'The request cannot be carried out as it stands.',
  },
  too_many_requests: {
    id: 'apiError.too_many_requests',
    defaultMessage: 'Too many requests. Please wait {retryAfter} and try again.',
  },
  internal_error: {
    id: 'apiError.internal_error',
    defaultMessage: 'Internal server error',
  },
  service_unavailable: {
    id: 'apiError.service_unavailable',
    defaultMessage: 'The server cannot answer right now. Please try again in a moment.',
  },
  gateway_timeout: {
    id: 'apiError.gateway_timeout',
    defaultMessage: 'Something the server waited for did not answer. Please try again in a moment.',
  },
  json_too_deep: {
    id: 'apiError.json_too_deep',
    defaultMessage: 'The request body is nested too deeply.',
  },
  cross_site_request: {
    id: 'apiError.cross_site_request',
    defaultMessage: 'This request came from another site and was refused.',
  },
  invalid_id: {
    id: 'apiError.invalid_id',
    defaultMessage: 'The id must be a whole number.',
  },
  invalid_code_format: {
    id: 'apiError.invalid_code_format',
    defaultMessage: 'The folder code must be exactly 4 digits.',
  },
  invalid_ref_format: {
    id: 'apiError.invalid_ref_format',
    defaultMessage: 'Expected a 4-digit code or a share link.',
  },
  invalid_link_format: {
    id: 'apiError.invalid_link_format',
    defaultMessage: 'This is not a share link. Check that it was copied whole.',
  },
  code_not_enough: {
    id: 'apiError.code_not_enough',
    defaultMessage: 'Files are reached through the share link, not the code alone. Look the code up first.',
  },
  unknown_code: {
    id: 'apiError.unknown_code',
    defaultMessage: 'Invalid code',
  },
  unknown_link: {
    id: 'apiError.unknown_link',
    defaultMessage: 'This link does not open any share. Check that it was copied whole.',
  },
  unknown_managed_share: {
    id: 'apiError.unknown_managed_share',
    defaultMessage: 'No share has this code and management key (or it was removed after it ended).',
  },
  too_many_failed_code_lookups: {
    id: 'apiError.too_many_failed_code_lookups',
    defaultMessage: 'Too many failed code lookups. Please wait {retryAfter} and try again.',
  },
  too_many_failed_key_lookups: {
    id: 'apiError.too_many_failed_key_lookups',
    defaultMessage: 'Too many lookups of unknown links or management keys. Please wait {retryAfter} and try again.',
  },
  proof_of_work_required: {
    id: 'apiError.proof_of_work_required',
    defaultMessage:
      "Many wrong codes were tried recently, so looking up a code needs a proof of work for now (the Sharecode page solves it for you in a moment). The share's link or QR code always works; or wait {retryAfter}.",
  },
  share_expired: {
    id: 'apiError.share_expired',
    defaultMessage: 'This share has expired and its files were deleted. Ask the sender to share them again.',
  },
  share_downloaded: {
    id: 'apiError.share_downloaded',
    defaultMessage:
      'This share was kept until downloaded: everything in it was downloaded, so it ended and its files were deleted. Ask the sender to share them again.',
  },
  share_ended: {
    id: 'apiError.share_ended',
    defaultMessage: 'The sender ended this share. Its files were deleted.',
  },
  share_removed: {
    id: 'apiError.share_removed',
    defaultMessage:
      "{category, select, malware {This share was removed by Sharecode's operators (malware).} illegal {This share was removed by Sharecode's operators (illegal content).} copyright {This share was removed by Sharecode's operators (copyright infringement).} privacy {This share was removed by Sharecode's operators (a privacy violation).} other {This share was removed by Sharecode's operators.}}",
  },
  share_malware: {
    id: 'apiError.share_malware',
    defaultMessage: 'This share was removed because a file in it contains malware.',
  },
  share_stopped: {
    id: 'apiError.share_stopped',
    defaultMessage:
      'The sender stopped sending this share before all of its files had arrived, so it ended and its files were deleted. Ask the sender to share them again.',
  },
  share_sender_left: {
    id: 'apiError.share_sender_left',
    defaultMessage:
      'The sender is away: this share was sent directly from their device, only while the page they shared it from stayed open, and that page was closed, so the share ended. Sharecode never stored its files. Ask the sender to share them again.',
  },
  password_required: {
    id: 'apiError.password_required',
    defaultMessage: 'This share is protected by a password.',
  },
  wrong_share_password: {
    id: 'apiError.wrong_share_password',
    defaultMessage: 'Wrong password for this share.',
  },
  too_many_wrong_share_passwords: {
    id: 'apiError.too_many_wrong_share_passwords',
    defaultMessage: 'Too many wrong passwords for this share. Please wait {retryAfter} and try again.',
  },
  invalid_share_password: {
    id: 'apiError.invalid_share_password',
    defaultMessage: 'A share password must be {min} to {max} characters long.',
  },
  file_not_found: {
    id: 'apiError.file_not_found',
    defaultMessage: 'File not found in this share.',
  },
  invalid_folder_path: {
    id: 'apiError.invalid_folder_path',
    defaultMessage: 'Invalid folder path “{path}”.',
  },
  unknown_folder_path: {
    id: 'apiError.unknown_folder_path',
    defaultMessage: 'There is no folder “{path}” in this share.',
  },
  file_arriving: {
    id: 'apiError.file_arriving',
    defaultMessage: 'This file is still arriving. It can be downloaded once all of it has arrived.',
  },
  file_checking: {
    id: 'apiError.file_checking',
    defaultMessage: 'This file has arrived and is being checked. It can be downloaded as soon as the check is done.',
  },
  zip_files_arriving: {
    id: 'apiError.zip_files_arriving',
    defaultMessage:
      'Some files are still arriving: {paths}. The ZIP can be downloaded once every file in it is ready; each ready file can be downloaded now.',
  },
  zip_files_checking: {
    id: 'apiError.zip_files_checking',
    defaultMessage:
      'Some files are still being checked: {paths}. The ZIP can be downloaded once every file in it is ready; each ready file can be downloaded now.',
  },
  range_not_satisfiable: {
    id: 'apiError.range_not_satisfiable',
    defaultMessage: 'The requested range lies outside the file.',
  },
  direct_only_bytes: {
    id: 'apiError.direct_only_bytes',
    defaultMessage:
      "This share is sent directly from the sender's device only: Sharecode holds none of its files, so it cannot serve them. Open the share in a browser while the sender's page is open, and each file comes straight from their device.",
  },
  thumbnail_pending: {
    id: 'apiError.thumbnail_pending',
    defaultMessage: "This file's thumbnail is not ready yet.",
  },
  no_thumbnail: {
    id: 'apiError.no_thumbnail',
    defaultMessage: 'This file has no thumbnail.',
  },
  invalid_grant: {
    id: 'apiError.invalid_grant',
    defaultMessage: "The share's access grant is invalid. Open the share again.",
  },
  invalid_flag: {
    id: 'apiError.invalid_flag',
    defaultMessage: '{field} must be 1 or 0.',
  },
  multipart_required: {
    id: 'apiError.multipart_required',
    defaultMessage: 'Send the files as multipart/form-data.',
  },
  malformed_multipart: {
    id: 'apiError.malformed_multipart',
    defaultMessage: 'The upload could not be read. Please try again.',
  },
  upload_not_stored: {
    id: 'apiError.upload_not_stored',
    defaultMessage: 'The upload could not be stored.',
  },
  upload_aborted: {
    id: 'apiError.upload_aborted',
    defaultMessage: 'The upload was aborted by the client.',
  },
  upload_too_large: {
    id: 'apiError.upload_too_large',
    defaultMessage: 'The upload is larger than the {limit} a share may hold.',
  },
  too_many_files: {
    id: 'apiError.too_many_files',
    defaultMessage: 'A share may hold at most {max} files.',
  },
  field_too_large: {
    id: 'apiError.field_too_large',
    defaultMessage: 'The field {field} is larger than {limit}.',
  },
  too_many_fields: {
    id: 'apiError.too_many_fields',
    defaultMessage: 'The upload has too many form fields.',
  },
  no_files: {
    id: 'apiError.no_files',
    defaultMessage: 'No files were uploaded.',
  },
  invalid_retention: {
    id: 'apiError.invalid_retention',
    defaultMessage: 'retention must be one of {retentions}.',
  },
  invalid_encrypted_flag: {
    id: 'apiError.invalid_encrypted_flag',
    defaultMessage: '{field} must be 1 (an end-to-end encrypted share) or 0.',
  },
  invalid_direct_only_flag: {
    id: 'apiError.invalid_direct_only_flag',
    defaultMessage: '{field} must be 1 (a share sent directly only) or 0.',
  },
  invalid_path_list: {
    id: 'apiError.invalid_path_list',
    defaultMessage: '{field} must be a JSON list of relative paths.',
  },
  path_count_mismatch: {
    id: 'apiError.path_count_mismatch',
    defaultMessage: '{field} lists {paths} paths but {files} files were sent.',
  },
  paths_required: {
    id: 'apiError.paths_required',
    defaultMessage: 'filePaths must list the relative path of every file.',
  },
  invalid_file_path: {
    id: 'apiError.invalid_file_path',
    defaultMessage: 'Invalid file path “{path}”.',
  },
  duplicate_path: {
    id: 'apiError.duplicate_path',
    defaultMessage: 'The path “{path}” appears more than once in this upload.',
  },
  path_file_and_folder: {
    id: 'apiError.path_file_and_folder',
    defaultMessage: 'The path “{path}” is both a file and a folder in this upload.',
  },
  invalid_encrypted_path: {
    id: 'apiError.invalid_encrypted_path',
    defaultMessage: 'An encrypted share names its objects by file id; “{path}” is not one.',
  },
  encrypted_manifest_missing: {
    id: 'apiError.encrypted_manifest_missing',
    defaultMessage: 'An encrypted share must include its “{path}”.',
  },
  direct_only_here: {
    id: 'apiError.direct_only_here',
    defaultMessage: 'A share sent directly only is announced, not uploaded here.',
  },
  direct_only_off: {
    id: 'apiError.direct_only_off',
    defaultMessage:
      'Direct transfer is off on this server, so a share cannot be sent directly only. Share the files without that choice.',
  },
  no_free_code: {
    id: 'apiError.no_free_code',
    defaultMessage: 'Every folder code is in use right now. Please try again later, when older shares have expired.',
  },
  blocked_file: {
    id: 'apiError.blocked_file',
    defaultMessage: "The file “{path}” cannot be shared: it is on Sharecode's block list.",
  },
  invalid_file_sizes: {
    id: 'apiError.invalid_file_sizes',
    defaultMessage: '{field} must be a JSON list of file sizes in bytes, one per file.',
  },
  bytes_with_announcement: {
    id: 'apiError.bytes_with_announcement',
    defaultMessage: 'List the files here without their bytes; send the bytes as chunks afterwards.',
  },
  unknown_upload: {
    id: 'apiError.unknown_upload',
    defaultMessage:
      'This upload is unknown, or was discarded after a long time without progress. Start the upload again.',
  },
  invalid_upload_id: {
    id: 'apiError.invalid_upload_id',
    defaultMessage: 'The upload id is not valid.',
  },
  invalid_offset: {
    id: 'apiError.invalid_offset',
    defaultMessage: 'offset must be the byte position the chunk starts at.',
  },
  chunk_media_type: {
    id: 'apiError.chunk_media_type',
    defaultMessage: "Send a chunk's bytes as {mediaType}.",
  },
  chunk_too_large: {
    id: 'apiError.chunk_too_large',
    defaultMessage:
      'This chunk may carry at most {allowed} bytes: the upload ends there. The upload holds {offset} bytes: send the rest from byte {offset}.',
  },
  wrong_offset: {
    id: 'apiError.wrong_offset',
    defaultMessage:
      'This chunk starts at byte {offset}, but the upload holds {received} bytes: send from byte {received}.',
  },
  upload_complete: {
    id: 'apiError.upload_complete',
    defaultMessage: 'This upload is complete; it takes no more bytes.',
  },
  upload_incomplete: {
    id: 'apiError.upload_incomplete',
    defaultMessage: '{missing} bytes of this upload have not arrived yet: send from byte {received}.',
  },
  upload_finishing: {
    id: 'apiError.upload_finishing',
    defaultMessage: 'This upload is being finished by another request. Ask again in a moment.',
  },
  upload_finishing_no_cancel: {
    id: 'apiError.upload_finishing_no_cancel',
    defaultMessage: 'This upload is being finished and can no longer be cancelled.',
  },
  direct_only_upload: {
    id: 'apiError.direct_only_upload',
    defaultMessage:
      "This upload's share is sent directly from the sender's device only: Sharecode takes none of its bytes. There is nothing to send; recipients get the files from the sender's open page.",
  },
  upload_share_deleted: {
    id: 'apiError.upload_share_deleted',
    defaultMessage: "This upload's share has ended and was deleted; it takes no more bytes.",
  },
  upload_incomplete_on_disk: {
    id: 'apiError.upload_incomplete_on_disk',
    defaultMessage: 'Stored {stored} bytes of {path}, expected {filesize}.',
  },
  invalid_credentials: {
    id: 'apiError.invalid_credentials',
    defaultMessage: 'Invalid email or password',
  },
  not_signed_in: {
    id: 'apiError.not_signed_in',
    defaultMessage: 'You are not signed in, or your session has expired. Please log in again.',
  },
  incorrect_password: {
    id: 'apiError.incorrect_password',
    defaultMessage: 'Incorrect password. Your account was not deleted.',
  },
  email_taken: {
    id: 'apiError.email_taken',
    defaultMessage: 'An account with this email already exists. Log in instead.',
  },
  too_many_failed_logins: {
    id: 'apiError.too_many_failed_logins',
    defaultMessage: 'Too many failed logins. Please wait {retryAfter} and try again.',
  },
  login_proof_of_work_required: {
    id: 'apiError.login_proof_of_work_required',
    defaultMessage:
      'Many wrong passwords were tried for this account recently, so logging in needs a proof of work for now (the Sharecode page solves it for you in a moment), for the next {retryAfter}.',
  },
  email_required: {
    id: 'apiError.email_required',
    defaultMessage: 'Please enter your email address.',
  },
  email_too_long: {
    id: 'apiError.email_too_long',
    defaultMessage: 'Email must be at most {max} characters long.',
  },
  invalid_email: {
    id: 'apiError.invalid_email',
    defaultMessage: 'Please enter a valid email address.',
  },
  password_missing: {
    id: 'apiError.password_missing',
    defaultMessage: 'Please enter your password.',
  },
  password_too_short: {
    id: 'apiError.password_too_short',
    defaultMessage: 'Password must be at least {min} characters long.',
  },
  password_too_long: {
    id: 'apiError.password_too_long',
    defaultMessage: 'Password must be at most {max} characters long.',
  },
  username_required: {
    id: 'apiError.username_required',
    defaultMessage: 'Please enter your full name.',
  },
  username_too_long: {
    id: 'apiError.username_too_long',
    defaultMessage: 'Full name must be at most {max} characters long.',
  },
  invalid_remember: {
    id: 'apiError.invalid_remember',
    defaultMessage: 'remember must be true or false.',
  },
  not_your_share: {
    id: 'apiError.not_your_share',
    defaultMessage: 'You have no live share with this code.',
  },
  invalid_search_text: {
    id: 'apiError.invalid_search_text',
    defaultMessage: 'The search text must be at most {max} characters long.',
  },
  invalid_session_id: {
    id: 'apiError.invalid_session_id',
    defaultMessage: 'The session id is not valid.',
  },
  invalid_exchange_step: {
    id: 'apiError.invalid_exchange_step',
    defaultMessage: 'step must be one of: {steps}.',
  },
  invalid_exchange_message: {
    id: 'apiError.invalid_exchange_message',
    defaultMessage: 'message must be unpadded base64url (letters, digits, - and _), 1 to {max} characters long.',
  },
  answer_or_refusal: {
    id: 'apiError.answer_or_refusal',
    defaultMessage: 'Send an answer or a refusal, not both.',
  },
  not_end_to_end_encrypted: {
    id: 'apiError.not_end_to_end_encrypted',
    defaultMessage: 'This share is not end-to-end encrypted: it opens with its code directly.',
  },
  exchange_sender_away: {
    id: 'apiError.exchange_sender_away',
    defaultMessage:
      'This share is end-to-end encrypted. It opens with its link or QR code, or with its code while its sender has Sharecode open.',
  },
  exchange_requester_away: {
    id: 'apiError.exchange_requester_away',
    defaultMessage:
      'This request opens with its link or QR code, or with its code while the person who asked has Sharecode open. Ask them for the link.',
  },
  exchange_refused: {
    id: 'apiError.exchange_refused',
    defaultMessage:
      'The code did not match, or the exchange was interfered with. Nothing was shared; check the code and try again.',
  },
  exchange_ended: {
    id: 'apiError.exchange_ended',
    defaultMessage: 'This exchange has ended. Type the code again.',
  },
  exchange_answer_late: {
    id: 'apiError.exchange_answer_late',
    defaultMessage: 'This exchange has ended.',
  },
  sender_silent: {
    id: 'apiError.sender_silent',
    defaultMessage: "The sender's page did not answer. Try again in a moment.",
  },
  server_restarting: {
    id: 'apiError.server_restarting',
    defaultMessage: 'The server is restarting. Try again in a moment.',
  },
  invalid_session_description: {
    id: 'apiError.invalid_session_description',
    defaultMessage: '{field} must be a session description of at most {maxKiB} KiB.',
  },
  direct_sender_away: {
    id: 'apiError.direct_sender_away',
    defaultMessage: "The sender's device is not there for a direct transfer: the files come through Sharecode.",
  },
  direct_refused: {
    id: 'apiError.direct_refused',
    defaultMessage: "The sender's device declined a direct transfer: the files come through Sharecode.",
  },
  direct_sender_busy: {
    id: 'apiError.direct_sender_busy',
    defaultMessage: "The sender's device is busy connecting to other recipients: the files come through Sharecode.",
  },
  direct_session_ended: {
    id: 'apiError.direct_session_ended',
    defaultMessage: 'This direct transfer is no longer waiting for an answer.',
  },
  direct_session_unknown: {
    id: 'apiError.direct_session_unknown',
    defaultMessage: "This direct session is over, or not one of this share's: start another.",
  },
  direct_transfer_off: {
    id: 'apiError.direct_transfer_off',
    defaultMessage: 'Direct transfer is off on this server.',
  },
  too_many_direct_sessions: {
    id: 'apiError.too_many_direct_sessions',
    defaultMessage: 'Too many direct transfers started from here. Please wait {retryAfter} and try again.',
  },
  too_many_share_direct_sessions: {
    id: 'apiError.too_many_share_direct_sessions',
    defaultMessage: 'Too many direct transfers of this share. Please wait {retryAfter} and try again.',
  },
  invalid_file_id: {
    id: 'apiError.invalid_file_id',
    defaultMessage: 'The file id must be a whole number.',
  },
  invalid_byte_count: {
    id: 'apiError.invalid_byte_count',
    defaultMessage: 'bytes must be a whole number.',
  },
  received_size_mismatch: {
    id: 'apiError.received_size_mismatch',
    defaultMessage: "bytes must equal the file's size ({filesize}).",
  },
  receipt_session_unknown: {
    id: 'apiError.receipt_session_unknown',
    defaultMessage:
      'No direct transfer of this share was answered in this session, so nothing came through it to count.',
  },
  receipt_counted: {
    id: 'apiError.receipt_counted',
    defaultMessage: 'This file was counted as received in this direct session already.',
  },
  receipt_not_ready: {
    id: 'apiError.receipt_not_ready',
    defaultMessage: 'This file has not arrived on the server and been checked yet, so it cannot count as received.',
  },
  nothing_to_wait_for: {
    id: 'apiError.nothing_to_wait_for',
    defaultMessage: 'Name at least one share to host (shares), to watch (watch) or to follow (managed).',
  },
  too_many_hosted_shares: {
    id: 'apiError.too_many_hosted_shares',
    defaultMessage: 'A page hosts {max} shares at most.',
  },
  too_many_watched_shares: {
    id: 'apiError.too_many_watched_shares',
    defaultMessage: 'A page watches {max} shares at most.',
  },
  too_many_managed_shares: {
    id: 'apiError.too_many_managed_shares',
    defaultMessage: 'A page follows the state of {max} shares at most.',
  },
  too_many_hosted_requests: {
    id: 'apiError.too_many_hosted_requests',
    defaultMessage: 'A page hosts {max} file requests at most.',
  },
  invalid_live_road: {
    id: 'apiError.invalid_live_road',
    defaultMessage: 'A road is not one a hosted share takes.',
  },
  invalid_quiet_ms: {
    id: 'apiError.invalid_quiet_ms',
    defaultMessage: 'quietMs must be a whole number from 0 to {max}.',
  },
  invalid_etag: {
    id: 'apiError.invalid_etag',
    defaultMessage: 'An ETag is not valid.',
  },
  invalid_live_roads: {
    id: 'apiError.invalid_live_roads',
    defaultMessage: 'roads must be a list of distinct roads from: {roads}.',
  },
  invalid_live_list: {
    id: 'apiError.invalid_live_list',
    defaultMessage: 'Each list must hold distinct entries.',
  },
  invalid_manage_key: {
    id: 'apiError.invalid_manage_key',
    defaultMessage: 'The management key is not valid.',
  },
  invalid_requester_key: {
    id: 'apiError.invalid_requester_key',
    defaultMessage: 'The requester key is not valid.',
  },
  invalid_report_target: {
    id: 'apiError.invalid_report_target',
    defaultMessage: "Enter the share's link or address, or its 4-digit code.",
  },
  invalid_report_category: {
    id: 'apiError.invalid_report_category',
    defaultMessage: 'Choose a reason for the report: {categories}.',
  },
  invalid_report_explanation: {
    id: 'apiError.invalid_report_explanation',
    defaultMessage: 'Please explain the report in {min} to {max} characters.',
  },
  invalid_reporter_email: {
    id: 'apiError.invalid_reporter_email',
    defaultMessage: 'Please enter a valid email address, or leave it empty.',
  },
  good_faith_required: {
    id: 'apiError.good_faith_required',
    defaultMessage: 'Please confirm that you make this report in good faith and that it is accurate.',
  },
  operator_sign_in_required: {
    id: 'apiError.operator_sign_in_required',
    defaultMessage: 'Sign in to use the operator console.',
  },
  not_an_operator: {
    id: 'apiError.not_an_operator',
    defaultMessage: 'This account is not an operator.',
  },
  unknown_share_id: {
    id: 'apiError.unknown_share_id',
    defaultMessage: 'No share has this id (it may have been deleted).',
  },
  unknown_file_id: {
    id: 'apiError.unknown_file_id',
    defaultMessage: 'This share has no file with this id.',
  },
  invalid_search: {
    id: 'apiError.invalid_search',
    defaultMessage: 'Search by a 4-digit code, a share link or address, or a SHA-256 (64 hexadecimal digits).',
  },
  unknown_report: {
    id: 'apiError.unknown_report',
    defaultMessage: 'No report has this reference.',
  },
  report_already_decided: {
    id: 'apiError.report_already_decided',
    defaultMessage: 'This report was already decided.',
  },
  not_quarantined: {
    id: 'apiError.not_quarantined',
    defaultMessage: 'This share is not quarantined: only a share found to carry malware can be released.',
  },
  invalid_page_size: {
    id: 'apiError.invalid_page_size',
    defaultMessage: 'limit must be a whole number from 1 to {max}.',
  },
  invalid_page_start: {
    id: 'apiError.invalid_page_start',
    defaultMessage: 'before must be an entry of the list.',
  },
  invalid_report_reference: {
    id: 'apiError.invalid_report_reference',
    defaultMessage: 'The report reference is not valid.',
  },
  invalid_report_filter: {
    id: 'apiError.invalid_report_filter',
    defaultMessage: 'state must be one of {states}.',
  },
  invalid_dismissal_reason: {
    id: 'apiError.invalid_dismissal_reason',
    defaultMessage: 'Say why the report is dismissed, in {min} to {max} characters.',
  },
  invalid_removal_category: {
    id: 'apiError.invalid_removal_category',
    defaultMessage: 'Choose why the share is removed: {categories}.',
  },
  invalid_removal_reasons: {
    id: 'apiError.invalid_removal_reasons',
    defaultMessage: 'Write the statement of reasons the sender will read, in {min} to {max} characters.',
  },
  invalid_release_reason: {
    id: 'apiError.invalid_release_reason',
    defaultMessage: 'Say why, in {min} to {max} characters.',
  },
  invalid_block_list: {
    id: 'apiError.invalid_block_list',
    defaultMessage: 'The list is empty: send one SHA-256 per line.',
  },
  invalid_block_note: {
    id: 'apiError.invalid_block_note',
    defaultMessage: 'note may be at most {max} characters.',
  },
  unknown_request: {
    id: 'apiError.unknown_request',
    defaultMessage: 'No file request has this link, or this code and requester key.',
  },
  wrong_requester_key: {
    id: 'apiError.wrong_requester_key',
    defaultMessage: 'This requester key does not belong to the file request.',
  },
  bad_upload_token: {
    id: 'apiError.bad_upload_token',
    defaultMessage: 'This request could not be answered: open it with its whole link.',
  },
  file_request_code: {
    id: 'apiError.file_request_code',
    defaultMessage: 'This code is for sending files to someone who asked for them, not for opening a share.',
  },
  request_closed: {
    id: 'apiError.request_closed',
    defaultMessage: 'This request takes no more files.',
  },
  request_ended: {
    id: 'apiError.request_ended',
    defaultMessage: 'The person who asked for these files ended this request: it takes no more files.',
  },
  request_expired: {
    id: 'apiError.request_expired',
    defaultMessage:
      'This request has closed: it takes no more files. Ask the person who asked for the files for a new one.',
  },
  request_removed: {
    id: 'apiError.request_removed',
    defaultMessage: "This request was removed by Sharecode's operators.",
  },
  card_too_large: {
    id: 'apiError.card_too_large',
    defaultMessage: 'The request is too large: shorten its message.',
  },
  answer_too_large: {
    id: 'apiError.answer_too_large',
    defaultMessage: 'These files are larger than this request takes.',
  },
  too_many_answers: {
    id: 'apiError.too_many_answers',
    defaultMessage: 'This request has received as many answers as it can take.',
  },
  unknown_answer: {
    id: 'apiError.unknown_answer',
    defaultMessage: 'This answer no longer exists.',
  },
  answer_exists: {
    id: 'apiError.answer_exists',
    defaultMessage: 'These files were already sent to this request.',
  },
  invalid_request_card: {
    id: 'apiError.invalid_request_card',
    defaultMessage: 'The request is malformed.',
  },
  invalid_upload_token_hash: {
    id: 'apiError.invalid_upload_token_hash',
    defaultMessage: 'The request is malformed.',
  },
  invalid_size_cap: {
    id: 'apiError.invalid_size_cap',
    defaultMessage: 'The size limit must be a whole number of bytes.',
  },
  invalid_answer_id: {
    id: 'apiError.invalid_answer_id',
    defaultMessage: 'The answer is malformed.',
  },
  invalid_answer_path: {
    id: 'apiError.invalid_answer_path',
    defaultMessage: 'The answer names a file in a way that is not allowed.',
  },
  invalid_wrapped_key: {
    id: 'apiError.invalid_wrapped_key',
    defaultMessage: 'The answer is malformed.',
  },
  invalid_upload_token: {
    id: 'apiError.invalid_upload_token',
    defaultMessage: 'The answer is malformed.',
  },
  database_unavailable: {
    id: 'apiError.database_unavailable',
    defaultMessage: 'The database is not responding right now. Please try again in a moment.',
  },
  redis_unavailable: {
    id: 'apiError.redis_unavailable',
    defaultMessage: 'The server cannot reach its shared state store (Redis) right now. Please try again in a moment.',
  },
  storage_unavailable: {
    id: 'apiError.storage_unavailable',
    defaultMessage: 'File storage is not responding right now. Please try again in a moment.',
  },
  unhealthy: {
    id: 'apiError.unhealthy',
    defaultMessage: 'The server is not ready: something it depends on is not responding.',
  },
  storage_full: {
    id: 'apiError.storage_full',
    defaultMessage:
      'The server has run out of storage space, so this could not be saved. Nothing was kept; please try again later.',
  },
});
