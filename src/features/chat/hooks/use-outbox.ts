import { useSyncExternalStore } from 'react';
import { chatOutbox } from '../api/chat-outbox';

/** The outbox's state for a screen: what waits, what is being sent, whether the server is out of reach. */
export const useOutbox = () => useSyncExternalStore(chatOutbox.subscribe, chatOutbox.get, chatOutbox.get);
