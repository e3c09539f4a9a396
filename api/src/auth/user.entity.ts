import { Column, Entity, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { EMAIL_MAX_LENGTH, USERNAME_MAX_LENGTH } from './password-rules.js';
import { Session } from './session.entity.js';

/** An account. Shares it uploaded point at it through `folders.owner_id`. */
@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  /** The signup form's full name (called `username` in the API and here). */
  @Column({ type: 'varchar', length: USERNAME_MAX_LENGTH })
  username: string;

  /** Trimmed and lower-cased; unique. */
  @Column({ type: 'varchar', length: EMAIL_MAX_LENGTH, unique: true })
  email: string;

  /** argon2id, in PHC string form (algorithm, parameters and salt included). Never the password. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ name: 'created_at' })
  createdAt: Date;

  /**
   * When the account was enrolled as an operator on the server (OperatorEnrollment), or null. Only an enrolled
   * account whose address OPERATOR_EMAILS still lists is an operator (OperatorRoster).
   */
  @Column({ name: 'operator_enrolled_at', type: Date, nullable: true })
  operatorEnrolledAt: Date | null;

  @OneToMany(() => Session, (session) => session.user)
  sessions: Relation<Session[]>;
}
