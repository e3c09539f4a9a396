/**
 * Why a share no longer opens. `expired`: its time ran out (or, under `download`, everything was downloaded);
 * `ended`: its sender ended it; `removed`: Sharecode's operators took it down; `malware`: a file in it was found
 * to carry malware; `stopped`: its sender stopped its upload (cancelled it, or sent nothing more for
 * UPLOAD_ABANDONED_AFTER_MINUTES) before every file had arrived; `sender-left`: it was sent directly only, and
 * the sender's page it was sent from has been gone (closed) for DIRECT_ONLY_GRACE_SECONDS.
 */
export type EndReason = 'ended' | 'expired' | 'removed' | 'malware' | 'stopped' | 'sender-left';

/** The reasons something records on a share; `expired` follows from its expiry alone. */
export type RecordedEndReason = Exclude<EndReason, 'expired'>;

/** Why operators removed a share: the categories a report names too. */
export const REMOVAL_CATEGORIES = ['malware', 'illegal', 'copyright', 'privacy', 'other'] as const;
export type RemovalCategory = (typeof REMOVAL_CATEGORIES)[number];

/** A removal category as the recipient's answer words it. */
export const REMOVAL_CATEGORY_WORDS: Readonly<Record<RemovalCategory, string>> = {
  malware: 'malware',
  illegal: 'illegal content',
  copyright: 'copyright infringement',
  privacy: 'a privacy violation',
  other: 'a breach of the rules for sharing',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a tombstone is kept after cleanup deleted its share: a week, well beyond the longest retention, so a
 * link handed out at any time of a share's life answers why it ended for at least as long again, and a sender
 * can read an operator's statement of reasons for days after the removal.
 */
export const ENDED_FOLDER_KEPT_MS = 7 * DAY_MS;
