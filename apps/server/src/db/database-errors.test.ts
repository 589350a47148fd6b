import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailableError } from './database-errors.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
const sqlState = (code: string) => {
  const error = new pg.DatabaseError('server said no', 0, 'error');
  error.code = code;
  return error;
};

describe('isDatabaseUnavailableError', () => {
  it.each([
    ['connection refused (a restart)', withCode('ECONNREFUSED')],
    ['connection reset', withCode('ECONNRESET')],
    ['connect timed out', withCode('ETIMEDOUT')],
    ['broken pipe', withCode('EPIPE')],
    ['host gone', withCode('EHOSTUNREACH')],
    ['name not resolved for now', withCode('EAI_AGAIN')],
    ['connection terminated unexpectedly', new Error('Connection terminated unexpectedly')],
    ['connection terminated', new Error('Connection terminated')],
    ['connection timeout of a new client', new Error('Connection terminated due to connection timeout')],
    ['client connect timeout', new Error('timeout expired')],
    ['pool wait timeout', new Error('timeout exceeded when trying to connect')],
    ['query read timeout', new Error('Query read timeout')],
    ['client with a failed connection', new Error('Client has encountered a connection error and is not queryable')],
    ['ended client', new Error('Client was closed and is not queryable')],
    ['pool shutting down', new Error('Cannot use a pool after calling end on the pool')],
    ['PGlite closed', new Error('PGlite is closed')],
    ['PGlite closing', new Error('PGlite is closing')],
    ['08006 connection_failure', sqlState('08006')],
    ['08001 sqlclient_unable_to_establish_sqlconnection', sqlState('08001')],
    ['08P01 protocol_violation', sqlState('08P01')],
    ['57P01 admin_shutdown', sqlState('57P01')],
    ['57P02 crash_shutdown', sqlState('57P02')],
    ['57P03 cannot_connect_now', sqlState('57P03')],
    ['53300 too_many_connections', sqlState('53300')],
    ['57014 statement timeout', sqlState('57014')],
    ['25P03 idle-in-transaction timeout', sqlState('25P03')],
    [
      "drizzle's wrapper around a lost connection (a query in a transaction)",
      new DrizzleQueryError('insert into plans …', [], new Error('Connection terminated unexpectedly')),
    ],
    ['a cause two levels down', new Error('outer', { cause: new Error('middle', { cause: withCode('ECONNRESET') }) })],
    [
      'every address of the host refused',
      Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), { code: 'ECONNREFUSED' }),
    ],
    ['an AggregateError without a code', new AggregateError([withCode('ECONNREFUSED')])],
  ])('%s: unavailable', (_name, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(true);
  });

  it.each([
    ['a unique violation', sqlState('23505')],
    ['a foreign-key violation', sqlState('23503')],
    ['a syntax error', sqlState('42601')],
    ['a serialization failure', sqlState('40001')],
    ['a deadlock', sqlState('40P01')],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['drizzle wrapping a constraint error', new DrizzleQueryError('insert …', [], sqlState('23505'))],
    ['a message that merely mentions a timeout', new Error('Bible provider timeout expired after 8 s')],
    ['a string', 'Connection terminated'],
    ['nothing', undefined],
    ['null', null],
  ])('%s: not unavailable', (_name, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(false);
  });

  it('stops on a cause that points back at itself', () => {
    const error = new Error('loop') as Error & { cause?: unknown };
    error.cause = error;
    expect(isDatabaseUnavailableError(error)).toBe(false);
  });
});
