/** Characters of a file name kept whole at its end (before the extension) when the middle is cut. */
const KEPT_BEFORE_EXTENSION = 6;

export interface PathParts {
  /** The folders, each with its trailing slash ("trip/", "photos/"); empty for a file at the top. */
  folders: string[];
  /** The part of the file name that may be cut with an ellipsis when the line is too short. */
  nameStart: string;
  /** The end of the name that always shows: a few characters and the extension. */
  nameEnd: string;
}

/**
 * A relative path split for display on a narrow screen: folders wrap at their separators, and the file name
 * keeps its end and extension while its middle gives way ("a-very-long-na…ient.png"). The parts joined are
 * the path itself.
 */
export function pathParts(path: string): PathParts {
  const slash = path.lastIndexOf('/');
  const folderPath = path.slice(0, slash + 1);
  const name = path.slice(slash + 1);
  const folders = folderPath === '' ? [] : folderPath.split(/(?<=\/)/);
  const dot = name.lastIndexOf('.');
  const extensionAt = dot > 0 ? dot : name.length;
  const cut = Math.max(0, extensionAt - KEPT_BEFORE_EXTENSION);
  return { folders, nameStart: name.slice(0, cut), nameEnd: name.slice(cut) };
}
