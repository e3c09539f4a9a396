/** The language the source messages are written in, and the one a visitor gets when none of theirs is here. */
export const SOURCE_LANGUAGE = 'en';
