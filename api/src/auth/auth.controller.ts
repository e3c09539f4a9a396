import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Post,
  Req,
  Res,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RateLimited } from '../http/rate-limit/rate-limited.decorator.js';
import { OperatorRoster } from '../http/operator-access/operator-roster.js';
import { SIGNUP_THROTTLER } from '../http/rate-limit/throttler-names.js';
import { AuthService } from './auth.service.js';
import { CurrentUser } from '../http/current-user.decorator.js';
import { DeleteAccountDto } from './dto/delete-account.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { SignupDto } from './dto/signup.dto.js';
import { UserResponseDto } from './dto/user.dto.js';
import { FailedLoginInterceptor } from './failed-login.interceptor.js';
import { LOGIN_PROOF_OF_WORK_HEADER_DOC } from './login-proof-of-work.js';
import { SameOriginGuard } from '../http/same-origin.guard.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import type { SessionUser } from '../http/session-user.js';
import { SignedInGuard } from '../http/signed-in.guard.js';
import { toUserDto } from './user.mapper.js';

@ApiTags('accounts')
@ApiForbiddenResponse({ description: 'Sent by another site (CSRF protection)' })
@UseGuards(SameOriginGuard)
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly operators: OperatorRoster,
  ) {}

  @Post('signup')
  @HttpCode(HttpStatus.CREATED)
  @RateLimited(SIGNUP_THROTTLER)
  @ApiOperation({ summary: 'Create an account (does not sign in)' })
  @ApiCreatedResponse({ type: UserResponseDto })
  @ApiBadRequestResponse({ description: 'Missing name, invalid email, or a password under 8 characters' })
  @ApiConflictResponse({ description: 'An account already has this email' })
  @ApiTooManyRequestsResponse({ description: 'RATE_SIGNUP_PER_HOUR exceeded by this client' })
  async signup(@Body() body: SignupDto): Promise<UserResponseDto> {
    const user = await this.auth.signup(body);
    return { user: toUserDto(user, this.operators.isOperator(user)) };
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(FailedLoginInterceptor)
  @ApiOperation({
    summary: 'Log in: sets the httpOnly session cookie',
    description:
      'With remember: true the cookie lasts 30 days; otherwise it ends with the browser session (and after 12 hours).',
  })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiUnauthorizedResponse({ description: '{ "message": "Invalid email or password" }, for an unknown email too' })
  @ApiHeader(LOGIN_PROOF_OF_WORK_HEADER_DOC)
  @ApiTooManyRequestsResponse({
    description:
      'RATE_LOGIN_FAIL_PER_15MIN exceeded by this client for this account; or, with `proofOfWork.challenge`, ' +
      'LOGIN_ACCOUNT_POW_AFTER exceeded for this account from all clients: solve it and send X-Proof-Of-Work',
  })
  async login(
    @Body() body: LoginDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UserResponseDto> {
    const { user, session } = await this.auth.login(body);
    setSessionCookie(response, request, session.token, body.remember ?? false);
    return { user: toUserDto(user, this.operators.isOperator(user)) };
  }

  @Get('me')
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: 'The signed-in account' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiUnauthorizedResponse({ description: 'No live session' })
  me(@CurrentUser() user: SessionUser): UserResponseDto {
    return { user: toUserDto(user, this.operators.isOperator(user)) };
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Sign out: end the signed-in session, if any, and clear its cookie' })
  @ApiNoContentResponse()
  async logout(
    @CurrentUser() user: SessionUser | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    await this.auth.logout(user);
    clearSessionCookie(response, request);
  }

  @Delete('me')
  @HttpCode(HttpStatus.NO_CONTENT)
  @UseGuards(SignedInGuard)
  @UseInterceptors(FailedLoginInterceptor)
  @ApiOperation({ summary: 'Delete the account, its sessions and its shares with their files (password required)' })
  @ApiNoContentResponse()
  @ApiUnauthorizedResponse({ description: 'No live session' })
  @ApiForbiddenResponse({ description: 'Wrong password (nothing deleted), or sent by another site' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong passwords from this client (RATE_LOGIN_FAIL_PER_15MIN)' })
  async deleteAccount(
    @CurrentUser() user: SessionUser,
    @Body() body: DeleteAccountDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    await this.auth.deleteAccount(user, body.password);
    clearSessionCookie(response, request);
  }
}
