import { createFileRoute } from '@tanstack/react-router';
import { ChatPage } from '@/app/pages/chat-page';

export const Route = createFileRoute('/_app/main/chat')({
  component: ChatPage,
});
