/** A folder code is exactly 4 digits. */
export const FOLDER_CODE_LENGTH = 4;

const FOLDER_CODE_PATTERN = new RegExp(`^\\d{${FOLDER_CODE_LENGTH}}$`);

/** True for a 4-digit folder code such as "0427". */
export function isFolderCode(value: string): boolean {
  return FOLDER_CODE_PATTERN.test(value);
}
