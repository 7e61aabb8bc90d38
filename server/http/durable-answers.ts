import type { FastifyInstance } from 'fastify';
import { errorBody, ErrorCode } from './api-error';

/**
 * With SQLite's group commit, no answer leaves before the writes made so far are on disk: a claim, an upload or
 * a status change is acknowledged only once it would survive a power cut, and so is any answer that could show
 * such a write (an Idempotency-Key repeat answering a claim committed a moment ago). Answers wait only while
 * a write is not synced yet (`whenDurable` is undefined otherwise, and the answer goes on at once); one fsync
 * serves all of them (see db/wal-group-commit.ts). If the sync fails the answer becomes 500 code 1 (the write may
 * be lost: the client must not take it as done), like any failure.
 */
export function registerDurableAnswers(app: FastifyInstance, whenDurable: () => Promise<void> | undefined): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const syncing = whenDurable();
    if (!syncing) return done(null, payload);
    syncing.then(
      () => done(null, payload),
      (error) => {
        request.log.error({ err: error }, 'writes could not be synced to disk');
        reply.code(500).header('content-type', 'application/json; charset=utf-8');
        done(null, JSON.stringify(errorBody(ErrorCode.GENERIC, 'Internal server error')));
      },
    );
  });
}
