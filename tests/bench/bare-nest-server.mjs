// @ts-check
// The reference for lookups: a bare NestJS 12 app with one JSON hello endpoint, nothing else.
// Plain JavaScript, so decorators are applied as the functions they are.
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { requiredEnv } from './settings.mjs';

class HelloController {
  hello() {
    return { hello: 'world' };
  }
}
Controller()(HelloController);
const hello = Object.getOwnPropertyDescriptor(HelloController.prototype, 'hello');
if (!hello) throw new Error('HelloController has no hello method');
Get('hello')(HelloController.prototype, 'hello', hello);

class HelloModule {}
Module({ controllers: [HelloController] })(HelloModule);

const app = await NestFactory.create(HelloModule, { logger: ['error'] });
await app.listen(Number(requiredEnv('PORT')), '127.0.0.1');
