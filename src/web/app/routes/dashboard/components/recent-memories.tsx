import type { TDashboardMemory } from '@shared/schemas/dashboard';
import { cn } from '@web/lib/cn';
import { Camera, ChevronLeft, ChevronRight, Images } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardSection, EmptyState } from './dashboard-section';

function ScrollButton(props: { side: 'prev' | 'next'; isVisible: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  const Icon = props.side === 'prev' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={props.onClick}
      aria-label={t(props.side === 'prev' ? 'dashboard.previous' : 'dashboard.next')}
      // Hidden rather than removed: focus does not jump when the end is reached.
      tabIndex={props.isVisible ? 0 : -1}
      aria-hidden={!props.isVisible || undefined}
      className={cn(
        'absolute top-1/2 z-10 grid size-9 -translate-y-1/2 place-items-center rounded-full bg-card/90 text-foreground shadow-soft backdrop-blur transition hover:text-primary',
        props.side === 'prev' ? '-left-2' : '-right-2',
        props.isVisible ? 'opacity-100' : 'pointer-events-none opacity-0',
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}

/**
 * Whether the strip can scroll back or on: its first and last slides are watched by an
 * IntersectionObserver, so scrolling never makes the page measure layout (a carousel library's
 * measuring was the dashboard's longest task on a slow phone).
 */
function useScrollEdges(viewport: RefObject<HTMLDivElement | null>, slidesKey: string) {
  const [edges, setEdges] = useState({ canPrev: false, canNext: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: new memories are new first and last slides to watch.
  useEffect(() => {
    const root = viewport.current;
    const slides = root?.querySelectorAll('li');
    const first = slides?.[0];
    const last = slides?.[slides.length - 1];
    if (!root || !first || !last || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        setEdges((current) => {
          const next = { ...current };
          for (const entry of entries) {
            // A slide counts as reached once nearly all of it shows (sub-pixel widths).
            const isShown = entry.intersectionRatio > 0.95;
            if (entry.target === first) next.canPrev = !isShown;
            if (entry.target === last) next.canNext = !isShown;
          }
          return next;
        });
      },
      { root, threshold: [0.95, 1] },
    );
    observer.observe(first);
    observer.observe(last);
    return () => observer.disconnect();
  }, [viewport, slidesKey]);
  return edges;
}

/**
 * The recent photos as a strip the phone scrolls natively (momentum, snapping to each slide),
 * with buttons for a mouse or a keyboard that move it by one slide.
 */
function Carousel({ memories, label }: { memories: TDashboardMemory[]; label: string }) {
  const { t } = useTranslation();
  const viewportRef = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(viewportRef, memories.map((memory) => memory.id).join());

  const scrollBySlide = (direction: 1 | -1) => {
    const viewport = viewportRef.current;
    const slide = viewport?.querySelector('li');
    if (!viewport || !slide) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    viewport.scrollBy({
      left: direction * slide.getBoundingClientRect().width,
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
  };

  return (
    // A group, not a second region: the section around it already names "recent memories".
    // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern, not a form fieldset.
    <div role="group" aria-roledescription="carousel" aria-label={label} className="relative">
      {/* Full bleed: slides run to the screen's edges while the first lines up with the page. */}
      <div
        ref={viewportRef}
        className="-mx-5 snap-x snap-mandatory scroll-px-5 overflow-x-auto overscroll-x-contain px-5 py-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {/* The trailing spacer keeps the page's margin after the last slide once scrolled. */}
        <ul className="-ml-3 flex after:shrink-0 after:basis-5 after:content-['']">
          {memories.map((memory, index) => (
            <li
              key={memory.id}
              aria-roledescription="slide"
              aria-label={t('dashboard.memorySlide', { index: index + 1, total: memories.length })}
              className="min-w-0 shrink-0 basis-[44%] snap-start pl-3 sm:basis-[32%]"
            >
              <Link
                to="/memories"
                className="group relative block aspect-[4/5] overflow-hidden rounded-2xl bg-muted shadow-soft"
              >
                <img
                  src={memory.thumbnailUrl}
                  srcSet={`${memory.thumbnailUrl} 400w, ${memory.largeThumbnailUrl} 800w`}
                  // A slide is 44% of the phone's width, a third of the card from 640 px.
                  sizes="(min-width: 640px) 13rem, 44vw"
                  // The title is written over the photo: the picture adds nothing to read out.
                  alt=""
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                  className="size-full object-cover transition duration-300 group-hover:scale-105"
                />
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/65 to-transparent px-3 pt-8 pb-2.5 text-left text-sm font-bold text-white">
                  <span className="line-clamp-2">{memory.title}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <ScrollButton side="prev" isVisible={edges.canPrev} onClick={() => scrollBySlide(-1)} />
      <ScrollButton side="next" isVisible={edges.canNext} onClick={() => scrollBySlide(1)} />
    </div>
  );
}

export function RecentMemoriesSection({ memories }: { memories: TDashboardMemory[] }) {
  const { t } = useTranslation();
  const title = t('dashboard.recentMemories');
  return (
    <DashboardSection
      title={title}
      icon={<Images />}
      action={memories.length > 0 ? { to: '/memories', label: t('dashboard.seeAll') } : undefined}
    >
      {memories.length > 0 ? (
        <Carousel memories={memories} label={title} />
      ) : (
        <EmptyState
          icon={<Camera />}
          title={t('dashboard.noMemories')}
          hint={t('dashboard.noMemoriesHint')}
          action={{ to: '/memories', label: t('dashboard.addMemory') }}
        />
      )}
    </DashboardSection>
  );
}
