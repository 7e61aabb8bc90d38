import { UsageError, type OperatorCommand } from './commands';

const STATES = ['pending', 'sent', 'failed', 'skipped'];

/** The operator's view of customers' messages (`npm run operator -- messages [state]`). */
export const MESSAGE_COMMANDS: Record<string, OperatorCommand> = {
  messages: {
    usage: 'messages [pending|sent|failed|skipped]',
    description: "List customers' messages (newest first): event, message, claim reference, state, attempts, last error",
    run: async (db, [state]) => {
      if (state !== undefined && !STATES.includes(state)) throw new UsageError(`state must be one of ${STATES.join(', ')}`);
      let query = db
        .selectFrom('message_outbox')
        .leftJoin('claims', 'claims.id', 'message_outbox.claim_id')
        .select([
          'message_outbox.id', 'message_outbox.code', 'message_outbox.event', 'message_outbox.status', 'message_outbox.message', 'claims.public_reference as reference',
          'message_outbox.locale', 'message_outbox.state', 'message_outbox.attempts', 'message_outbox.created_at', 'message_outbox.due_at', 'message_outbox.sent_at', 'message_outbox.last_error',
        ])
        .orderBy('message_outbox.created_at', 'desc')
        .limit(500);
      if (state) query = query.where('message_outbox.state', '=', state);
      return query.execute();
    },
  },
};
