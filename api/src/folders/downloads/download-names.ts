/**
 * The names a download carries (Content-Disposition, ZIP entries): valid on every system a recipient may save
 * or unzip on. A share keeps its names as sent (`a:b "quoted" <x>.txt` is an honest Linux or macOS name) and shows
 * them so; a download offers them renamed where Windows would refuse them or change them silently, as browsers
 * already do for a single file: characters Windows forbids become `_`, so do spaces and dots ending a name (which
 * Windows drops) and hidden characters a name stored before they were refused may hold, and device names (CON,
 * NUL, COM1…) get a leading `_`. The client renames its own downloads the same way (client/src/lib/files).
 */
import { replaceInvisible } from '../../common/invisible-characters.js';

/** What replaces each character a name cannot carry. */
const REPLACEMENT = '_';
/** Windows forbids these in a name (`/` separates the segments; a stored path holds no `\`). */
const WINDOWS_FORBIDDEN = /[<>:"|?*\\]/g;
/** Windows drops these from the end of a name. */
const TRAILING_DROPPED = /[. ]+$/;
/** Device names Windows reserves, whatever the extension or letter case: `nul.txt` is the device too. */
const DEVICE_NAME = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$) *(\.|$)/i;

/** One file or folder name as a download offers it. */
export function downloadName(name: string): string {
  const safe = replaceInvisible(name, () => REPLACEMENT)
    .replace(WINDOWS_FORBIDDEN, REPLACEMENT)
    .replace(TRAILING_DROPPED, (run) => REPLACEMENT.repeat(run.length));
  if (safe === '') return REPLACEMENT;
  return DEVICE_NAME.test(safe) ? `${REPLACEMENT}${safe}` : safe;
}

/** `report (2).pdf`: the name numbered before its extension (a leading dot starts no extension). */
function numbered(name: string, count: number): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (${count})${name.slice(dot)}` : `${name} (${count})`;
}

/**
 * The entry names of one ZIP, handed out in the archive's order. Each path is renamed segment by segment
 * (`downloadName`), and no two entries end up under one name where Windows or macOS would unpack them: names are
 * compared ignoring letter case, as those systems do, and a clash (`a:b.txt` beside `a?b.txt`, or `Photos`
 * beside `photos`) is numbered (`a_b (2).txt`) rather than overwriting a file. A folder is renamed once, so every
 * file in it stays together.
 */
export class ZipEntryNames {
  /** Each folder path of the share, as stored, with the name its entries go under. */
  private readonly folders = new Map<string, string>();
  /** Every file and folder name handed out, lower-cased. */
  private readonly taken = new Set<string>();

  /** The entry name for the stored path `path` (normalised: segments joined by `/`). */
  nameOf(path: string): string {
    const slash = path.lastIndexOf('/');
    const folder = slash === -1 ? '' : this.folderName(path.slice(0, slash));
    return this.claim(folder, downloadName(path.slice(slash + 1)));
  }

  private folderName(path: string): string {
    const known = this.folders.get(path);
    if (known !== undefined) return known;
    const slash = path.lastIndexOf('/');
    const parent = slash === -1 ? '' : this.folderName(path.slice(0, slash));
    const name = this.claim(parent, downloadName(path.slice(slash + 1)));
    this.folders.set(path, name);
    return name;
  }

  /** `name` inside `folder`, numbered until no file or folder has it yet. */
  private claim(folder: string, name: string): string {
    const inFolder = (candidate: string) => (folder === '' ? candidate : `${folder}/${candidate}`);
    let path = inFolder(name);
    for (let count = 2; this.taken.has(path.toLowerCase()); count++) path = inFolder(numbered(name, count));
    this.taken.add(path.toLowerCase());
    return path;
  }
}
