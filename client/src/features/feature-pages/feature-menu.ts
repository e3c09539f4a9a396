/**
 * The features sidebar. The original
 * linked many /docs/... paths that have no screens; this menu links only to screens that exist.
 */
import { defineMessages, type NoMessageValues } from 'react-intl';

type MenuMessage =
  | 'sharing'
  | 'shareFilesAndFolders'
  | 'quickShare'
  | 'recovery'
  | 'recoverWithCode'
  | 'openByUrl'
  | 'security'
  | 'secureCloudStorage'
  | 'endToEndEncryption'
  | 'aiSync'
  | 'aiFileRestoring'
  | 'autoFileSyncing';

const messages = defineMessages<Record<MenuMessage, NoMessageValues>>({
  sharing: { id: 'featurePages.menu.sharing', defaultMessage: 'File sharing' },
  shareFilesAndFolders: { id: 'featurePages.menu.shareFilesAndFolders', defaultMessage: 'Share files and folders' },
  quickShare: { id: 'featurePages.menu.quickShare', defaultMessage: 'Quick share with QR' },
  recovery: { id: 'featurePages.menu.recovery', defaultMessage: 'File recovery' },
  recoverWithCode: { id: 'featurePages.menu.recoverWithCode', defaultMessage: 'Recover with a code' },
  openByUrl: { id: 'featurePages.menu.openByUrl', defaultMessage: 'Open by URL, code or QR' },
  security: { id: 'featurePages.menu.security', defaultMessage: 'Security' },
  secureCloudStorage: { id: 'featurePages.menu.secureCloudStorage', defaultMessage: 'Secure cloud storage (demo)' },
  endToEndEncryption: { id: 'featurePages.menu.endToEndEncryption', defaultMessage: 'End-to-end encryption' },
  aiSync: { id: 'featurePages.menu.aiSync', defaultMessage: 'AI and sync' },
  aiFileRestoring: { id: 'featurePages.menu.aiFileRestoring', defaultMessage: 'AI file restoring (demo)' },
  autoFileSyncing: { id: 'featurePages.menu.autoFileSyncing', defaultMessage: 'Auto file syncing (demo)' },
});

/** A menu label, formatted where it is shown (`intl.formatMessage`). */
type FeatureMenuLabel = (typeof messages)[MenuMessage];

export interface FeatureMenuCategory {
  id: string;
  category: FeatureMenuLabel;
  items: ReadonlyArray<{ title: FeatureMenuLabel; path: string }>;
}

export const FEATURE_MENU: readonly FeatureMenuCategory[] = [
  {
    id: 'sharing',
    category: messages.sharing,
    items: [
      { title: messages.shareFilesAndFolders, path: '/features/file-sharing' },
      { title: messages.quickShare, path: '/data-sharing' },
    ],
  },
  {
    id: 'recovery',
    category: messages.recovery,
    items: [
      { title: messages.recoverWithCode, path: '/features/file-recovery' },
      { title: messages.openByUrl, path: '/file-access' },
    ],
  },
  {
    id: 'security',
    category: messages.security,
    items: [
      { title: messages.secureCloudStorage, path: '/secure-cloud-storage' },
      { title: messages.endToEndEncryption, path: '/end-to-end-encryption' },
    ],
  },
  {
    id: 'ai-sync',
    category: messages.aiSync,
    items: [
      { title: messages.aiFileRestoring, path: '/ai-file-restoring' },
      { title: messages.autoFileSyncing, path: '/auto-file-syncing' },
    ],
  },
];
