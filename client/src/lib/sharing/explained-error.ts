/**
 * A failure whose `message` is written for the person in front of the screen, so the UI may show it as it is
 * (the encryption feature's errors are these). Code below the features tells them apart by this class alone.
 */
export abstract class ExplainedError extends Error {}
