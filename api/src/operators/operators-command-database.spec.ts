import { commandEnvironment, describeDatabase } from './operators-command-database.js';

describe('the database the operators command opens', () => {
  const fromNpm = { npm_config_local_prefix: '/srv/sharecode', INIT_CWD: '/srv/sharecode' };

  it('reads a relative DATA_DIR, the default included, from the npm project root, where npm start runs', () => {
    // npm runs `-w api` scripts in api/: the working directory is not where the server reads ./data.
    expect(commandEnvironment(fromNpm, '/srv/sharecode/api').DATA_DIR).toBe('/srv/sharecode/data');
    expect(commandEnvironment({ ...fromNpm, DATA_DIR: '' }, '/srv/sharecode/api').DATA_DIR).toBe('/srv/sharecode/data');
    expect(commandEnvironment({ ...fromNpm, DATA_DIR: 'state/db' }, '/srv/sharecode/api').DATA_DIR).toBe(
      '/srv/sharecode/state/db',
    );
    // Typed inside api/: npm still names the project root.
    expect(commandEnvironment({ ...fromNpm, INIT_CWD: '/srv/sharecode/api' }, '/srv/sharecode/api').DATA_DIR).toBe(
      '/srv/sharecode/data',
    );
  });

  it('keeps an absolute DATA_DIR, and reads a relative one from the working directory without npm', () => {
    expect(commandEnvironment({ ...fromNpm, DATA_DIR: '/var/lib/sharecode' }).DATA_DIR).toBe('/var/lib/sharecode');
    expect(commandEnvironment({ DATA_DIR: './data' }, '/opt/app').DATA_DIR).toBe('/opt/app/data');
  });

  it('leaves the rest of the environment as it is', () => {
    expect(commandEnvironment({ DATABASE_URL: 'postgres://db/x', OPERATOR_EMAILS: 'a@b.c' }, '/w')).toEqual({
      DATABASE_URL: 'postgres://db/x',
      OPERATOR_EMAILS: 'a@b.c',
      DATA_DIR: '/w/data',
    });
  });

  it('names the database in one line, PostgreSQL without its password, and says when SQLite is new', () => {
    const sqliteFile = '/srv/sharecode/data/sharecode.sqlite';
    expect(describeDatabase({ databaseUrl: undefined, sqliteFile }, true)).toBe(
      'Database: SQLite /srv/sharecode/data/sharecode.sqlite',
    );
    expect(describeDatabase({ databaseUrl: undefined, sqliteFile }, false)).toBe(
      'Database: SQLite /srv/sharecode/data/sharecode.sqlite (new: there was no database there; ' +
        "if the server keeps its data elsewhere, run this with the server's DATA_DIR)",
    );
    expect(describeDatabase({ databaseUrl: 'postgres://app:secret@db:5432/sharecode', sqliteFile }, false)).toBe(
      'Database: PostgreSQL postgres://app:***@db:5432/sharecode',
    );
  });
});
