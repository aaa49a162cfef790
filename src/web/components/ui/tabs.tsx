import { cn } from '@web/lib/cn';
import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

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
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex h-9 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold text-muted-foreground transition-all hover:text-foreground focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/30 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-soft [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn('mt-4 animate-fade-in focus-visible:outline-none', className)}
      {...props}
    />
  );
}
