// The reference for lookups: a bare NestJS 12 app with one JSON hello endpoint, nothing else.
// Plain JavaScript, so decorators are applied as the functions they are.
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

class HelloController {
  hello() {
    return { hello: 'world' };
  }
}
Controller()(HelloController);
Get('hello')(HelloController.prototype, 'hello', Object.getOwnPropertyDescriptor(HelloController.prototype, 'hello'));

class HelloModule {}
Module({ controllers: [HelloController] })(HelloModule);

const app = await NestFactory.create(HelloModule, { logger: ['error'] });
await app.listen(Number(process.env.PORT), '127.0.0.1');
