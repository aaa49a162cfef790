import { queryRoots } from '@web/lib/query-keys';

export const emotionKeys = {
  all: queryRoots.emotions,
  today: () => [...emotionKeys.all, 'today'] as const,
  month: (month: string) => [...emotionKeys.all, 'month', month] as const,
};
