/**
 * `npm run test:unit`: the API's specs and the client's in one Jest run, so that its workers share the machine's
 * cores between both (run one after the other, each left a core idle most of the time).
 */
import api from './api/jest.config.js';
import client from './client/jest.config.cjs';

export default {
  projects: [
    { ...api, displayName: 'api', rootDir: '<rootDir>/api', roots: ['<rootDir>/src'] },
    { ...client, displayName: 'client', rootDir: '<rootDir>/client' },
  ],
};
