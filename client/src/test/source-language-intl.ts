import { intlFor } from '../lib/i18n/intl-for';
import { setPageIntl } from '../lib/i18n/page-intl';
import { SOURCE_LANGUAGE } from '../lib/i18n/source-language';

/**
 * Code outside components formats in the source language with react-intl until a test renders another language,
 * as in the app, whose LanguageProvider gives it react-intl's object before anything is said.
 */
setPageIntl(intlFor(SOURCE_LANGUAGE, {}));
