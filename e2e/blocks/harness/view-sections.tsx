import { EmptyState } from '@web/components/empty-state';
import { ImageLightbox, type LightboxImage } from '@web/components/image-lightbox';
import { MonthGrid } from '@web/components/month-grid';
import { MonthNav } from '@web/components/month-nav';
import { StarRatingDisplay } from '@web/components/star-rating';
import { Button } from '@web/components/ui/button';
import { SegmentedControl } from '@web/components/ui/segmented-control';
import { SelectField } from '@web/components/ui/select-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { UploadProgress } from '@web/components/upload-progress';
import { formatMonth } from '@web/lib/calendar-dates';
import { useUpload } from '@web/lib/upload/use-upload';
import { CalendarDays, Camera, List } from 'lucide-react';
import { useState } from 'react';

const PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#f9a8c0"/><stop offset="1" stop-color="#e0607e"/></linearGradient></defs><rect width="600" height="800" fill="url(#g)"/><path d="M300 560 C120 430 150 260 300 330 C450 260 480 430 300 560Z" fill="#fff"/></svg>',
)}`;

export function PickersSection() {
  const [filter, setFilter] = useState<'all' | 'with-image' | 'no-image'>('all');
  const [sort, setSort] = useState<'date-desc' | 'date-asc' | 'title'>('date-desc');
  return (
    <section className="flex flex-col gap-4">
      <Tabs defaultValue="calendar">
        <TabsList>
          <TabsTrigger value="calendar">
            <CalendarDays aria-hidden="true" />
            Calendario
          </TabsTrigger>
          <TabsTrigger value="list">
            <List aria-hidden="true" />
            Lista
          </TabsTrigger>
        </TabsList>
        <TabsContent value="calendar">
          <EmptyState
            icon={<Camera aria-hidden="true" />}
            title="No hay recuerdos todavía"
            description="Crea tu primer recuerdo para comenzar"
            action={<Button size="sm">Nuevo</Button>}
          />
        </TabsContent>
        <TabsContent value="list">
          <p>Vista de lista</p>
        </TabsContent>
      </Tabs>
      <SegmentedControl
        label="Filtrar recuerdos"
        value={filter}
        onValueChange={setFilter}
        options={[
          { value: 'all', label: 'Todos' },
          { value: 'with-image', label: 'Con imagen' },
          { value: 'no-image', label: 'Sin imagen' },
        ]}
      />
      <SelectField
        aria-label="Ordenar"
        value={sort}
        onValueChange={setSort}
        options={[
          { value: 'date-desc', label: 'Más recientes' },
          { value: 'date-asc', label: 'Más antiguos' },
          { value: 'title', label: 'Por título' },
        ]}
      />
      <p>
        Filtro: {filter}; orden: {sort}
      </p>
      <StarRatingDisplay value={4} />
    </section>
  );
}

export function LightboxSection() {
  const [shown, setShown] = useState<LightboxImage | null>(null);
  return (
    <section>
      <button
        type="button"
        onClick={() => setShown({ src: PHOTO, alt: 'Nuestra primera cita' })}
        className="overflow-hidden rounded-2xl"
      >
        <img src={PHOTO} alt="Ver Nuestra primera cita" className="h-40 w-full object-cover" />
      </button>
      <ImageLightbox image={shown} onClose={() => setShown(null)} />
    </section>
  );
}

export function UploadSection() {
  const [stored, setStored] = useState<string | null>(null);
  const [path, setPath] = useState('/upload');
  const upload = useUpload<{ stored: string }>({
    path,
    needsConnection: 'account',
    rules: {
      maxBytes: 5 * 1024 * 1024,
      maxDimension: 2560,
      messages: { tooLarge: 'errors.payloadTooLarge', notImage: 'errors.unsupportedMediaType' },
    },
    success: 'profile.updated',
    failure: 'profile.updateError',
    onUploaded: (answer) => setStored(answer.stored),
  });
  return (
    <section className="flex flex-col gap-2">
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          onChange={(event) => setPath(event.target.checked ? '/upload?hold=1' : '/upload')}
        />
        Servidor lento
      </label>
      <input
        type="file"
        aria-label="Foto"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload.start(file);
        }}
      />
      <UploadProgress upload={upload} />
      {stored && <p>Guardada: {stored}</p>}
    </section>
  );
}

/** Days of February 2026 with something on them: a pink mark, a blue one, or both. */
const MARKED: Record<string, ('pink' | 'blue')[]> = {
  '2026-02-03': ['pink'],
  '2026-02-14': ['pink', 'blue'],
  '2026-02-20': ['blue'],
};
const MARK_CLASS = { pink: 'bg-primary', blue: 'bg-sky-500 dark:bg-sky-400' };

export function MonthGridSection() {
  const [selected, setSelected] = useState('2026-02-14');
  return (
    <section aria-label="Mes" className="flex flex-col gap-3 rounded-3xl bg-card p-3">
      <MonthNav
        label={formatMonth('2026-02', 'es')}
        previousLabel="Mes anterior"
        nextLabel="Mes siguiente"
        onPrevious={() => undefined}
        onNext={() => undefined}
        isNextDisabled
      />
      <MonthGrid
        month="2026-02"
        today="2026-02-14"
        selected={selected}
        onSelect={setSelected}
        showOutsideDays
        isDisabled={(date) => date > '2026-02-24'}
        describeDay={(date) => (MARKED[date] ? `${MARKED[date].length} marcas` : null)}
        renderMarks={(date) =>
          MARKED[date]?.map((mark) => (
            <span
              key={mark}
              data-mark={mark}
              className={`size-1.5 rounded-full ${MARK_CLASS[mark]}`}
            />
          )) ?? null
        }
      />
    </section>
  );
}
