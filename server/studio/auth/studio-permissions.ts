import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StudioRole } from './studio-auth';

/**
 * Who may do what in the studio, enforced by the server for every call (docs/studio.md has this table in words).
 * Accounts are made and changed only on the server's machine (npm run studio), never through the studio.
 */
export const STUDIO_PERMISSIONS = {
  view: ['editor', 'publisher'],
  edit: ['editor', 'publisher'],
  copy: ['editor', 'publisher'],
  previewLink: ['editor', 'publisher'],
  revokeOwnPreviewLink: ['editor', 'publisher'],
  revokeAnyPreviewLink: ['publisher'],
  publish: ['publisher'],
  schedule: ['publisher'],
  rollback: ['publisher'],
} as const satisfies Record<string, readonly StudioRole[]>;

export type StudioAction = keyof typeof STUDIO_PERMISSIONS;

const WHY: Partial<Record<StudioAction, string>> = {
  publish: 'Only a publisher may publish',
  schedule: 'Only a publisher may schedule a publish',
  rollback: 'Only a publisher may roll back',
  revokeAnyPreviewLink: 'Only a publisher may revoke a preview link someone else made',
};

export const mayDo = (role: StudioRole | undefined, action: StudioAction) => role !== undefined && (STUDIO_PERMISSIONS[action] as readonly StudioRole[]).includes(role);

/** Answers 403 and false when the signed-in user's role may not do `action`. */
export function allowed(request: FastifyRequest, reply: FastifyReply, action: StudioAction): boolean {
  if (mayDo(request.studioUser?.role, action)) return true;
  void reply.code(403).send({ error: 'not-allowed', message: WHY[action] ?? 'Your role may not do this' });
  return false;
}
