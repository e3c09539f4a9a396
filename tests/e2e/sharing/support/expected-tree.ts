/** The tree every journey expects for the fixture folder: folders first, then files, names sorted. */
export const EXPECTED_TREE = [
  'trip/',
  'trip/docs/',
  'trip/docs/report.pdf',
  'trip/notes/',
  'trip/notes/page.html',
  'trip/notes/readme.txt',
  'trip/photos/',
  'trip/photos/pixel.png',
  'trip/Ünïcödé 文件/',
  'trip/Ünïcödé 文件/café.txt',
  'trip/data.bin',
  'trip/empty.txt',
];
