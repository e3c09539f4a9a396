import { ApiProperty } from '@nestjs/swagger';

/** An account as the API shows it: never its password hash. */
export class UserDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ description: 'Full name', example: 'Ada Lovelace' })
  username: string;

  @ApiProperty({ example: 'ada@example.com' })
  email: string;

  @ApiProperty({ example: '2030-01-01T10:00:00.000Z' })
  createdAt: string;

  @ApiProperty({
    description:
      'Whether the account is an operator (enrolled on the server and listed in OPERATOR_EMAILS): it may use the operator console',
  })
  operator: boolean;
}

export class UserResponseDto {
  @ApiProperty({ type: UserDto })
  user: UserDto;
}
