// First: stops at once on a Node other than the supported line (see the module).
import '../supported-node.js';
import 'reflect-metadata';
import { type DynamicModule, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Writable } from 'node:stream';
import { createInterface } from 'node:readline/promises';
import { ClockModule } from '../common/clock.module.js';
import { AppConfig } from '../config/app-config.js';
import { AppConfigModule } from '../config/app-config.module.js';
import type { EnvironmentSource } from '../config/environment.js';
import { DatabaseModule } from '../database/database.module.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { EnrollmentRefusedError, OperatorEnrollment, type RosterLine } from './enrollment/operator-enrollment.js';
import { OperatorEnrollmentModule } from './enrollment/operator-enrollment.module.js';
import { commandEnvironment, describeDatabase, sqliteFileExists } from './operators-command-database.js';

const USAGE = 'usage: npm run operators -w api -- list | enroll <email> | revoke <email>';
/** Read instead of a prompt: for scripts, and for a shell without a terminal. */
const PASSWORD_VARIABLE = 'OPERATOR_PASSWORD';

/** The database and the enrollment, nothing else: no HTTP server, queue or storage. */
@Module({})
class OperatorsCommandModule {
  static forRoot(env: EnvironmentSource): DynamicModule {
    return {
      module: OperatorsCommandModule,
      imports: [AppConfigModule.forRoot(env), ClockModule, MetricsModule, DatabaseModule, OperatorEnrollmentModule],
    };
  }
}

/** Asks on the terminal without echoing what is typed. */
async function promptHidden(question: string): Promise<string> {
  process.stdout.write(question);
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const prompt = createInterface({ input: process.stdin, output: silent, terminal: true });
  try {
    return await prompt.question('');
  } finally {
    prompt.close();
    process.stdout.write('\n');
  }
}

async function newPassword(): Promise<string> {
  const given = process.env[PASSWORD_VARIABLE];
  if (given !== undefined) return given;
  if (!process.stdin.isTTY) {
    throw new EnrollmentRefusedError(`No terminal to ask for the password on: set ${PASSWORD_VARIABLE} instead.`);
  }
  const password = await promptHidden('New password for the operator: ');
  if ((await promptHidden('The same again: ')) !== password) {
    throw new EnrollmentRefusedError('The two passwords differ: nothing changed.');
  }
  return password;
}

function describe({ email, listed, account }: RosterLine): string {
  const enrolment = !account
    ? 'no account'
    : account.enrolledAt
      ? `enrolled ${account.enrolledAt.toISOString()}`
      : 'not enrolled';
  const right = listed && account?.enrolledAt ? 'operator' : listed ? 'not an operator yet' : 'not listed';
  return `${email}: ${enrolment} (${right})`;
}

async function run(context: () => Promise<OperatorEnrollment>, args: string[]): Promise<string> {
  const [command, address, ...rest] = args;
  if (command === 'list' && address === undefined) {
    const lines = (await (await context()).list()).map(describe);
    return lines.length === 0 ? 'OPERATOR_EMAILS lists no address and no account is enrolled.' : lines.join('\n');
  }
  if ((command !== 'enroll' && command !== 'revoke') || address === undefined || rest.length > 0) {
    throw new EnrollmentRefusedError(USAGE);
  }
  if (command === 'enroll') {
    const password = await newPassword();
    const { email, created } = await (await context()).enroll(address, password);
    return created
      ? `${email} is now an operator (new account).`
      : `${email} is now an operator: its password was replaced and all its sessions ended.`;
  }
  const { email, wasEnrolled } = await (await context()).revoke(address);
  return wasEnrolled ? `${email} is no longer an operator; all its sessions ended.` : `${email} was not enrolled.`;
}

/**
 * `npm run operators -w api -- enroll <email>` (a listed address: sets its password, from OPERATOR_PASSWORD or
 * the terminal, and marks it an operator), `-- revoke <email>` and `-- list`, against the database of the
 * API's environment (DATA_DIR or DATABASE_URL; a relative DATA_DIR as `npm start` reads it, see
 * commandEnvironment), and names that database first. Only someone with a shell on the server can run it: that
 * is what makes an operator (docs/moderation.md).
 */
async function main(): Promise<void> {
  let opened: Awaited<ReturnType<typeof NestFactory.createApplicationContext>> | undefined;
  const env = commandEnvironment(process.env);
  // Opened only once the arguments and password are known, so a typo answers at once.
  const context = async (): Promise<OperatorEnrollment> => {
    const sqliteExisted = sqliteFileExists(env);
    // No logger: what goes wrong reaches main's catch, which says it in one line.
    opened = await NestFactory.createApplicationContext(OperatorsCommandModule.forRoot(env), {
      logger: false,
      abortOnError: false,
    });
    console.log(describeDatabase(opened.get(AppConfig), sqliteExisted));
    return opened.get(OperatorEnrollment);
  };
  try {
    console.log(await run(context, process.argv.slice(2)));
  } finally {
    await opened?.close();
  }
}

main().catch((error: Error) => {
  console.error(error instanceof EnrollmentRefusedError ? error.message : `Failed: ${error.message}`);
  process.exit(1);
});
