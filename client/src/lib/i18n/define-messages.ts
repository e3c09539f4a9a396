/**
 * react-intl's `defineMessages` without react-intl: the same function (it returns its argument; the build reads
 * the call by its name, parses the messages and `npm run extract-messages` collects them), typed the same way. The
 * modules the service worker bundles define their messages with it, so the worker carries no message formatter.
 */
import type { defineMessages as reactIntlDefineMessages } from 'react-intl';

export const defineMessages = ((messages: unknown) => messages) as typeof reactIntlDefineMessages;
