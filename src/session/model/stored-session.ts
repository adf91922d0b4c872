/**
 * The check of a stored session, the user's whole record in it: loaded only when a session is stored
 * (session-store.ts), with the signed-in frame's code (vite.config.ts), so a new visitor's start does
 * without it.
 */
import { stored } from '@contract';

export const storedSession = stored.session;
