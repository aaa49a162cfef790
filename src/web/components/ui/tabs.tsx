import { cn } from '@web/lib/cn';
import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { segmentItemClass } from './segment-item';

/**
 * Views of one screen (Calendario / Lista). Radix Tabs: arrow keys move between tabs, each
 * panel is labelled by its tab. Usage:
 *   <Tabs defaultValue="calendar"><TabsList><TabsTrigger value="calendar">...</TabsTrigger>
 *   </TabsList><TabsContent value="calendar">...</TabsContent></Tabs>
 */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('grid auto-cols-fr grid-flow-col gap-1 rounded-full bg-muted p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return <TabsPrimitive.Trigger className={cn(segmentItemClass('active'), className)} {...props} />;
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn('mt-4 animate-fade-in focus-visible:outline-none', className)}
      {...props}
    />
  );
}
