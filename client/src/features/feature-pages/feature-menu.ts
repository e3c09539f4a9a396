/**
 * The features sidebar. The original
 * linked many /docs/... paths that have no screens; this menu links only to screens that exist.
 */
export interface FeatureMenuCategory {
  id: string;
  category: string;
  items: ReadonlyArray<{ title: string; path: string }>;
}

export const FEATURE_MENU: readonly FeatureMenuCategory[] = [
  {
    id: 'sharing',
    category: 'File sharing',
    items: [
      { title: 'Share files and folders', path: '/features/file-sharing' },
      { title: 'Quick share with QR', path: '/data-sharing' },
    ],
  },
  {
    id: 'recovery',
    category: 'File recovery',
    items: [
      { title: 'Recover with a code', path: '/features/file-recovery' },
      { title: 'Open by URL, code or QR', path: '/file-access' },
    ],
  },
  {
    id: 'security',
    category: 'Security',
    items: [
      { title: 'Secure cloud storage (demo)', path: '/secure-cloud-storage' },
      { title: 'End-to-end encryption', path: '/end-to-end-encryption' },
    ],
  },
  {
    id: 'ai-sync',
    category: 'AI and sync',
    items: [
      { title: 'AI file restoring (demo)', path: '/ai-file-restoring' },
      { title: 'Auto file syncing (demo)', path: '/auto-file-syncing' },
    ],
  },
];
