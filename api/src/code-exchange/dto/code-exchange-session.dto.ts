import { ApiProperty } from '@nestjs/swagger';
import { SESSION_ID_PARAM } from '../session-id.js';

export class CodeExchangeSessionDto {
  @ApiProperty({
    description: 'Names this exchange in its two steps (16 random bytes, base64url); it lasts 2 minutes at most',
    example: SESSION_ID_PARAM.example,
  })
  sessionId: string;
}

export class CodeExchangeSessionResponseDto {
  @ApiProperty({ type: CodeExchangeSessionDto })
  data: CodeExchangeSessionDto;
}
