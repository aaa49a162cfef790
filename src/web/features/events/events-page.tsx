import { EVENT_TYPES, type TEvent, type TEventType } from '@shared/schemas/events';
import { PageHeader } from '@web/components/page-header';
import { PageShell } from '@web/components/page-shell';
import { Button } from '@web/components/ui/button';
import { SelectField } from '@web/components/ui/select-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { localToday, monthOf } from '@web/lib/calendar-dates';
import { useFormDialog } from '@web/lib/forms/use-form-dialog';
import { CalendarDays, List, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarView } from './components/calendar-view';
import { EventFormDialog } from './components/event-form-dialog';
import { ListView } from './components/list-view';

type TTypeFilter = 'all' | TEventType;

export default function EventsPage() {
  const { t } = useTranslation();
  // The person's own day, as the server counts "today" for them.
  const [today] = useState(() => localToday());
  const [selectedDate, setSelectedDate] = useState(today);
  const [month, setMonth] = useState(() => monthOf(today));
  const [typeFilter, setTypeFilter] = useState<TTypeFilter>('all');
  const dialog = useFormDialog<TEvent>();
  const type = typeFilter === 'all' ? undefined : typeFilter;

  // Another month shows its first day, or today when it is today's month.
  const changeMonth = (next: string) => {
    setMonth(next);
    setSelectedDate(next === monthOf(today) ? today : `${next}-01`);
  };

  return (
    <PageShell>
      <PageHeader
        title={t('events.title')}
        subtitle={t('events.subtitle')}
        actions={
          <Button size="sm" onClick={() => dialog.show(null)}>
            <Plus aria-hidden="true" />
            {t('events.new')}
          </Button>
        }
      />
      <SelectField<TTypeFilter>
        aria-label={t('events.filter.label')}
        value={typeFilter}
        onValueChange={setTypeFilter}
        options={[
          { value: 'all', label: t('events.filter.all') },
          ...EVENT_TYPES.map((value) => ({ value, label: t(`events.filter.${value}`) })),
        ]}
      />
      <Tabs defaultValue="calendar">
        <TabsList>
          <TabsTrigger value="calendar">
            <CalendarDays aria-hidden="true" />
            {t('events.tabs.calendar')}
          </TabsTrigger>
          <TabsTrigger value="list">
            <List aria-hidden="true" />
            {t('events.tabs.list')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="calendar">
          <CalendarView
            type={type}
            month={month}
            onMonthChange={changeMonth}
            selectedDate={selectedDate}
            onSelectDate={(date) => {
              setSelectedDate(date);
              if (monthOf(date) !== month) setMonth(monthOf(date));
            }}
            today={today}
            onEdit={dialog.show}
          />
        </TabsContent>
        <TabsContent value="list">
          <ListView type={type} today={today} onEdit={dialog.show} />
        </TabsContent>
      </Tabs>
      {dialog.open && (
        <EventFormDialog
          key={dialog.open.key}
          item={dialog.open.item}
          onClose={dialog.close}
          defaultDate={selectedDate}
        />
      )}
    </PageShell>
  );
}
