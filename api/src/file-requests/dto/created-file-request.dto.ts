import { ApiProperty } from '@nestjs/swagger';

/** A request just made: its code and link, and the requester key, handed out this once. */
export class CreatedFileRequestDto {
  @ApiProperty({ example: '0427' })
  code: string;

  @ApiProperty({ description: 'The link segment `{code}-{linkKey}`', example: '0427-q8Xk0vY3m9TfR2cLw7hN1A' })
  link: string;

  @ApiProperty({
    description: "The uploaders' address, without the request key (the page adds it as the fragment)",
    example: 'http://localhost:3000/r/0427-q8Xk0vY3m9TfR2cLw7hN1A',
  })
  requestUrl: string;

  @ApiProperty({ description: 'The requester key (22 base64url), for X-Requester-Key; kept only as a hash' })
  requesterKey: string;

  @ApiProperty({ description: 'ISO 8601 instant the request stops taking answers' })
  closesAt: string;
}
