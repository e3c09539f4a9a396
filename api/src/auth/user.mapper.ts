import type { UserDto } from './dto/user.dto.js';

export function toUserDto(
  user: { id: number; username: string; email: string; createdAt: Date },
  operator: boolean,
): UserDto {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    createdAt: user.createdAt.toISOString(),
    operator,
  };
}
