import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from './user.entity.js';

/**
 * A signed-in browser. Only the SHA-256 of its token is stored: deleting the row (logout, account deletion)
 * revokes it at once, and the table holds nothing a browser could present.
 */
@Entity({ name: 'sessions' })
export class Session {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => User, (user) => user.sessions, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  /** Hex SHA-256 of the cookie's token. */
  @Column({ name: 'token_hash', type: 'varchar', length: 64, unique: true })
  tokenHash: string;

  @Column({ name: 'created_at' })
  createdAt: Date;

  /** Refused from this instant on, whatever the cookie says; the row is swept later. */
  @Index()
  @Column({ name: 'expires_at' })
  expiresAt: Date;
}
