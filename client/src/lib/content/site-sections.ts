/**
 * Marketing content shared by home, about, services and features pages. The texts of the services, features, about
 * and contact pages are messages (defineMessages), formatted in the page's language where they are shown.
 */
import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  homeTransferTitle: { id: 'content.home.transfer.title', defaultMessage: 'Seamless data transfer' },
  homeTransferDescription: {
    id: 'content.home.transfer.description',
    defaultMessage:
      'Move files between any two devices with a browser: phone, laptop, tablet or a computer you borrow.',
  },
  homeRecoveryTitle: { id: 'content.home.recovery.title', defaultMessage: 'AI-powered file recovery' },
  homeRecoveryDescription: {
    id: 'content.home.recovery.description',
    defaultMessage: 'Restore damaged files with AI — try the demo today and see where the feature is heading.',
  },
  homeBackupTitle: { id: 'content.home.backup.title', defaultMessage: 'Secure cloud backup' },
  homeBackupDescription: {
    id: 'content.home.backup.description',
    defaultMessage: 'Keep important files in encrypted storage. Available as a preview while we build it.',
  },
  stepVisitTitle: { id: 'content.home.stepVisit.title', defaultMessage: 'Visit the site' },
  stepVisitText: {
    id: 'content.home.stepVisit.text',
    defaultMessage: 'Open Sharecode on the device that has the files and choose Share files. No sign-up needed.',
  },
  stepCodeTitle: { id: 'content.home.stepCode.title', defaultMessage: 'Get the 4-digit code' },
  stepCodeText: {
    id: 'content.home.stepCode.text',
    defaultMessage:
      'Select files or a whole folder and press Share Files. You receive a folder code, a link and a QR code.',
  },
  stepShareTitle: { id: 'content.home.stepShare.title', defaultMessage: 'Share the code or QR and download' },
  stepShareText: {
    id: 'content.home.stepShare.text',
    defaultMessage: 'Give the code or QR to the recipient. They open it on any device and download the files.',
  },
  serviceShareFilesTitle: { id: 'content.services.shareFiles.title', defaultMessage: 'Share files and folders' },
  serviceShareFilesDescription: {
    id: 'content.services.shareFiles.description',
    defaultMessage: 'Upload files or a whole folder and get a 4-digit code, a link and a QR code.',
  },
  serviceOpenSharedTitle: { id: 'content.services.openShared.title', defaultMessage: 'Open a shared folder' },
  serviceOpenSharedDescription: {
    id: 'content.services.openShared.description',
    defaultMessage: 'Type a code, paste a link or scan a QR code to browse, preview and download.',
  },
  serviceDashboardTitle: { id: 'content.services.dashboard.title', defaultMessage: 'File sharing dashboard' },
  serviceDashboardDescription: {
    id: 'content.services.dashboard.description',
    defaultMessage: 'Upload with a detailed file list and share the result by e-mail, messaging or social networks.',
  },
  serviceRecoverTitle: { id: 'content.services.recover.title', defaultMessage: 'Recover files by code' },
  serviceRecoverDescription: {
    id: 'content.services.recover.description',
    defaultMessage: 'Enter the four digits of a code to bring back a shared folder and download what you need.',
  },
  serviceEncryptionTitle: { id: 'content.services.encryption.title', defaultMessage: 'End-to-end encryption' },
  serviceEncryptionDescription: {
    id: 'content.services.encryption.description',
    defaultMessage: 'Encrypt a message with a passphrase in your browser before you share it.',
  },
  serviceAiRestoringTitle: { id: 'content.services.aiRestoring.title', defaultMessage: 'AI file restoring' },
  serviceAiRestoringDescription: {
    id: 'content.services.aiRestoring.description',
    defaultMessage: 'See how restoring a damaged file with AI will work.',
  },
  serviceCloudStorageTitle: { id: 'content.services.cloudStorage.title', defaultMessage: 'Secure cloud storage' },
  serviceCloudStorageDescription: {
    id: 'content.services.cloudStorage.description',
    defaultMessage: 'Preview encrypted storage for files you want to keep longer.',
  },
  serviceAutoSyncTitle: { id: 'content.services.autoSync.title', defaultMessage: 'Auto file syncing' },
  serviceAutoSyncDescription: {
    id: 'content.services.autoSync.description',
    defaultMessage: 'Preview keeping a set of files in step across your devices.',
  },
  cardDataSharingTitle: { id: 'content.featureCards.dataSharing.title', defaultMessage: 'Data sharing' },
  cardDataSharingDescription: {
    id: 'content.featureCards.dataSharing.description',
    defaultMessage: 'Upload files or folders and share them with a code, a link or a QR code.',
  },
  cardFileAccessTitle: { id: 'content.featureCards.fileAccess.title', defaultMessage: 'Easy file access' },
  cardFileAccessDescription: {
    id: 'content.featureCards.fileAccess.description',
    defaultMessage: 'Open a shared folder from its URL, its 4-digit code or its QR code.',
  },
  cardCloudStorageTitle: { id: 'content.featureCards.cloudStorage.title', defaultMessage: 'Secure cloud storage' },
  cardCloudStorageDescription: {
    id: 'content.featureCards.cloudStorage.description',
    defaultMessage: 'A preview of encrypted storage for files you want to keep longer.',
  },
  cardEncryptionTitle: { id: 'content.featureCards.encryption.title', defaultMessage: 'End-to-end encryption' },
  cardEncryptionDescription: {
    id: 'content.featureCards.encryption.description',
    defaultMessage: 'Encrypt text with a passphrase in your browser before sharing it.',
  },
  whyNoAccountTitle: { id: 'content.whySharecode.noAccount.title', defaultMessage: 'No account, no friction' },
  whyNoAccountText: {
    id: 'content.whySharecode.noAccount.text',
    defaultMessage: 'Sharing starts with a file, not a sign-up form.',
  },
  whySayOutLoudTitle: { id: 'content.whySharecode.sayOutLoud.title', defaultMessage: 'Codes you can say out loud' },
  whySayOutLoudText: {
    id: 'content.whySharecode.sayOutLoud.text',
    defaultMessage: 'Four digits are quicker to pass on than any link.',
  },
  whyTemporaryTitle: { id: 'content.whySharecode.temporary.title', defaultMessage: 'Temporary by design' },
  whyTemporaryText: {
    id: 'content.whySharecode.temporary.text',
    defaultMessage: 'Folders delete themselves after 2 hours by default, or 24 hours if you choose.',
  },
  whyEverywhereTitle: { id: 'content.whySharecode.everywhere.title', defaultMessage: 'Works everywhere' },
  whyEverywhereText: {
    id: 'content.whySharecode.everywhere.text',
    defaultMessage: 'Any modern browser on phone, tablet or desktop; QR codes for camera users.',
  },
  activityDailyUsers: { id: 'content.platformActivity.dailyUsers', defaultMessage: 'Daily active users' },
  activityGbShared: { id: 'content.platformActivity.gbShared', defaultMessage: 'GB shared daily' },
  activityRestoredByAi: { id: 'content.platformActivity.restoredByAi', defaultMessage: 'Files restored by AI' },
  missionEasy: {
    id: 'content.mission.easy',
    defaultMessage:
      'Sharecode exists to make moving files between devices as easy as reading out four digits. No accounts, no apps to install, no cables.',
  },
  missionKeepShort: {
    id: 'content.mission.keepShort',
    defaultMessage:
      'We keep shared data only as long as it is useful — 2 hours by default — because the safest file is the one that is no longer stored.',
  },
  chooseInstantTitle: { id: 'content.whyChooseUs.instant.title', defaultMessage: 'Instant' },
  chooseInstantText: {
    id: 'content.whyChooseUs.instant.text',
    defaultMessage: 'Upload, get a code, done. The recipient needs nothing but a browser.',
  },
  choosePrivateTitle: { id: 'content.whyChooseUs.private.title', defaultMessage: 'Private by default' },
  choosePrivateText: {
    id: 'content.whyChooseUs.private.text',
    defaultMessage: 'No sign-up, no profile of who shared what, and automatic deletion.',
  },
  chooseFoldersTitle: { id: 'content.whyChooseUs.folders.title', defaultMessage: 'Folders stay folders' },
  chooseFoldersText: {
    id: 'content.whyChooseUs.folders.text',
    defaultMessage: 'Subfolders and file names arrive exactly as you sent them.',
  },
  choosePreviewTitle: { id: 'content.whyChooseUs.preview.title', defaultMessage: 'Preview before download' },
  choosePreviewText: {
    id: 'content.whyChooseUs.preview.text',
    defaultMessage: 'Images, PDFs and text files open in the browser.',
  },
  chooseHonestTitle: { id: 'content.whyChooseUs.honest.title', defaultMessage: 'Honest about demos' },
  chooseHonestText: {
    id: 'content.whyChooseUs.honest.text',
    defaultMessage: 'Features still in development are clearly labelled as demos.',
  },
  contactAbuse: {
    id: 'content.contactDetails.abuse',
    defaultMessage: 'To report illegal content, include the 4-digit folder code so we can find and remove it.',
  },
  contactHours: {
    id: 'content.contactDetails.hours',
    defaultMessage: 'Monday to Friday, 9:00–17:00 CET; we reply within two working days.',
  },
});

export interface ServiceEntry {
  title: MessageDescriptor;
  description: MessageDescriptor;
  path: string;
  /** Runs only in the browser as a preview of a planned feature. */
  demo?: boolean;
}

/** /services: everything on offer, each linking to its screen. */
export const SERVICES: readonly ServiceEntry[] = [
  { title: messages.serviceShareFilesTitle, description: messages.serviceShareFilesDescription, path: '/data-sharing' },
  { title: messages.serviceOpenSharedTitle, description: messages.serviceOpenSharedDescription, path: '/file-access' },
  {
    title: messages.serviceDashboardTitle,
    description: messages.serviceDashboardDescription,
    path: '/features/file-sharing',
  },
  {
    title: messages.serviceRecoverTitle,
    description: messages.serviceRecoverDescription,
    path: '/features/file-recovery',
  },
  {
    title: messages.serviceEncryptionTitle,
    description: messages.serviceEncryptionDescription,
    path: '/end-to-end-encryption',
  },
  {
    title: messages.serviceAiRestoringTitle,
    description: messages.serviceAiRestoringDescription,
    path: '/ai-file-restoring',
    demo: true,
  },
  {
    title: messages.serviceCloudStorageTitle,
    description: messages.serviceCloudStorageDescription,
    path: '/secure-cloud-storage',
    demo: true,
  },
  {
    title: messages.serviceAutoSyncTitle,
    description: messages.serviceAutoSyncDescription,
    path: '/auto-file-syncing',
    demo: true,
  },
];

/** Home page feature cards. */
export const HOME_FEATURES: ReadonlyArray<{ title: MessageDescriptor; description: MessageDescriptor }> = [
  { title: messages.homeTransferTitle, description: messages.homeTransferDescription },
  { title: messages.homeRecoveryTitle, description: messages.homeRecoveryDescription },
  { title: messages.homeBackupTitle, description: messages.homeBackupDescription },
];

/** Home page "How to Use" slider. */
export const HOW_TO_USE_STEPS: ReadonlyArray<{ title: MessageDescriptor; text: MessageDescriptor }> = [
  { title: messages.stepVisitTitle, text: messages.stepVisitText },
  { title: messages.stepCodeTitle, text: messages.stepCodeText },
  { title: messages.stepShareTitle, text: messages.stepShareText },
];

/** /features cards. */
export const FEATURE_CARDS: ReadonlyArray<{ title: MessageDescriptor; description: MessageDescriptor; path: string }> =
  [
    { title: messages.cardDataSharingTitle, description: messages.cardDataSharingDescription, path: '/data-sharing' },
    { title: messages.cardFileAccessTitle, description: messages.cardFileAccessDescription, path: '/file-access' },
    {
      title: messages.cardCloudStorageTitle,
      description: messages.cardCloudStorageDescription,
      path: '/secure-cloud-storage',
    },
    {
      title: messages.cardEncryptionTitle,
      description: messages.cardEncryptionDescription,
      path: '/end-to-end-encryption',
    },
  ];

/** /features "Why" section. */
export const WHY_SHARECODE: ReadonlyArray<{ title: MessageDescriptor; text: MessageDescriptor }> = [
  { title: messages.whyNoAccountTitle, text: messages.whyNoAccountText },
  { title: messages.whySayOutLoudTitle, text: messages.whySayOutLoudText },
  { title: messages.whyTemporaryTitle, text: messages.whyTemporaryText },
  { title: messages.whyEverywhereTitle, text: messages.whyEverywhereText },
];

/** /features "Platform Activity": display values, hard-coded. */
export const PLATFORM_ACTIVITY: ReadonlyArray<{ label: MessageDescriptor; target: number }> = [
  { label: messages.activityDailyUsers, target: 5280 },
  { label: messages.activityGbShared, target: 1340 },
  { label: messages.activityRestoredByAi, target: 1750 },
];

/** /about */
export const MISSION: readonly MessageDescriptor[] = [messages.missionEasy, messages.missionKeepShort];

export const WHY_CHOOSE_US: ReadonlyArray<{ title: MessageDescriptor; text: MessageDescriptor }> = [
  { title: messages.chooseInstantTitle, text: messages.chooseInstantText },
  { title: messages.choosePrivateTitle, text: messages.choosePrivateText },
  { title: messages.chooseFoldersTitle, text: messages.chooseFoldersText },
  { title: messages.choosePreviewTitle, text: messages.choosePreviewText },
  { title: messages.chooseHonestTitle, text: messages.chooseHonestText },
];

/** /contact: replace these with the operator's real details when deploying. */
export const CONTACT_DETAILS = {
  email: 'support@sharecode.example',
  abuse: messages.contactAbuse,
  hours: messages.contactHours,
} as const;
