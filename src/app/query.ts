import { createQueryClient } from '@/lib/query/query-client';

/** The app's one query client. */
export const queryClient = createQueryClient();
