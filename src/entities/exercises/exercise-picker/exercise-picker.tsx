import { Box, Button, Field, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Plus, Search } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickerExercise } from '../../../lib/contract-picker';
import { LoadError } from '../../../ui/components/load-error';
import { NEAR_VIEWPORT_MARGIN } from '../../../ui/components/when-near-viewport';
import { useGetExercisePickerQuery } from './api';
import { OwnExerciseForm } from './own-exercise-form';
import { NO_PICKER_FILTERS, PickerFilters, type PickerFilterValues } from './picker-filters';
import { PickerOption } from './picker-option';
import { usePickerList } from './use-picker-list';

export interface ExercisePickerProps {
  /** An exercise chosen: a click or a tap on it, or Enter on the highlighted one. */
  onPick(exercise: PickerExercise): void;
  /** Catalogue ids left out (the exercises already there). */
  excludeIds?: readonly number[];
  /** Filters set at the start (replacing an exercise: its pattern). */
  initialFilters?: Partial<PickerFilterValues>;
}

/** Exercises shown at first, and added each time the end of the list comes near. */
const PAGE = 30;

/** The next highlighted index for a key of the search box, or null for a key it does not handle. */
function moved(key: string, active: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return Math.min(active + 1, count - 1);
  if (key === 'ArrowUp') return Math.max(active - 1, 0);
  if (key === 'PageDown') return Math.min(active + 10, count - 1);
  if (key === 'PageUp') return Math.max(active - 10, 0);
  return null;
}

/**
 * The exercise picker: a search box (Spanish or English names, words in any order), filters by
 * muscle group, equipment and pattern, and the list (the user's exercises first when there is no
 * search). The ARIA combobox pattern: typing stays in the box while the arrow keys move the
 * highlighted exercise and Enter picks it; the number of results is announced. When nothing fits,
 * "Crear ejercicio «…»" (always reachable beside the count) opens the form of an exercise of the
 * user's own, which is picked once stored.
 */
export function ExercisePicker(props: ExercisePickerProps) {
  const { data = [] } = useGetExercisePickerQuery();
  // The name an own exercise starts with while its form shows; null: the list shows.
  const [creating, setCreating] = useState<string | null>(null);
  if (creating === null) return <PickerList {...props} onCreate={setCreating} />;
  return (
    <OwnExerciseForm
      name={creating}
      exercises={data}
      onCancel={() => setCreating(null)}
      onCreated={(created) => {
        setCreating(null);
        props.onPick(created);
      }}
    />
  );
}

/** The search box, the filters and the list (ExercisePicker); `onCreate` opens an own exercise's form. */
function PickerList({
  onPick,
  excludeIds,
  initialFilters,
  onCreate,
}: ExercisePickerProps & { onCreate(name: string): void }) {
  const { t } = useTranslation('exercises');
  const listId = useId();
  const [query, setQueryOnly] = useState('');
  const [filters, setFiltersOnly] = useState<PickerFilterValues>({ ...NO_PICKER_FILTERS, ...initialFilters });
  const [active, setActive] = useState(0);
  const [limit, setLimit] = useState(PAGE);
  // A new search or filter highlights its first result and shows its first page.
  const restart = () => (setActive(0), setLimit(PAGE));
  const setQuery = (value: string) => (setQueryOnly(value), restart());
  const setFilters = (value: PickerFilterValues) => (setFiltersOnly(value), restart());
  const more = useCallback(() => setLimit((l) => l + PAGE), []);
  const { catalogue, available, results, sessions } = usePickerList(query, filters, excludeIds);
  const optionId = (id: number) => `${listId}-${id}`;
  const current = results[Math.min(active, results.length - 1)];
  useEffect(() => {
    if (current) document.getElementById(optionId(current.id))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId only reads listId
  }, [current]);
  const hover = useCallback((id: number) => setActive(results.findIndex((e) => e.id === id)), [results]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      if (current) onPick(current);
      return;
    }
    const next = moved(e.key, active, results.length);
    if (next === null) return;
    e.preventDefault();
    setActive(next);
    if (next >= limit) setLimit(next + PAGE);
  };

  return (
    <Stack gap="3">
      <Stack gap="3" position="sticky" top="0" zIndex="1" bg="bg.panel" pb="2">
        <PickerSearch
          value={query}
          onChange={setQuery}
          onKeyDown={onKeyDown}
          listId={results.length > 0 ? listId : undefined}
          activeId={current ? optionId(current.id) : undefined}
        />
        <PickerFilters exercises={available} value={filters} onChange={setFilters} />
        <PickerStatus count={catalogue.isSuccess ? results.length : null} query={query} onCreate={onCreate} />
      </Stack>
      <PickerBody
        state={catalogue.isError ? 'error' : !catalogue.isSuccess ? 'loading' : results.length ? 'ready' : 'empty'}
        onRetry={() => void catalogue.refetch()}
        onClearFilters={() => {
          setFilters(NO_PICKER_FILTERS);
          setQuery('');
        }}
        create={<CreateOwnButton query={query} onCreate={onCreate} />}
      >
        <Stack role="listbox" id={listId} aria-label={t('picker.listLabel')} gap="0.5">
          {results.slice(0, limit).map((e) => (
            <PickerOption
              key={e.id}
              id={optionId(e.id)}
              exercise={e}
              active={e === current}
              sessions={sessions.get(e.id) ?? 0}
              onPick={onPick}
              onHover={hover}
            />
          ))}
        </Stack>
        {results.length > limit ? <MoreResults left={results.length - limit} onMore={more} /> : null}
      </PickerBody>
    </Stack>
  );
}

/**
 * "Show more" at the end of the list: pressed, or scrolled near, it shows the next page (a full
 * list of some 380 rows with photos made every keystroke slow on a phone).
 */
function MoreResults({ left, onMore }: { left: number; onMore(): void }) {
  const { t } = useTranslation('exercises');
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || !button.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onMore(), {
      rootMargin: NEAR_VIEWPORT_MARGIN,
    });
    observer.observe(button.current);
    return () => observer.disconnect();
  }, [onMore, left]);
  return (
    <Button ref={button} variant="ghost" size="sm" alignSelf="center" onClick={onMore}>
      {t('picker.more', { count: left })}
    </Button>
  );
}

interface PickerSearchProps {
  value: string;
  onChange(value: string): void;
  onKeyDown(e: KeyboardEvent<HTMLInputElement>): void;
  /** The list's id; undefined while no list shows. */
  listId: string | undefined;
  /** The highlighted option's id. */
  activeId: string | undefined;
}

/** The search box: a combobox that controls the list and points at its highlighted option. */
function PickerSearch({ value, onChange, onKeyDown, listId, activeId }: PickerSearchProps) {
  const { t } = useTranslation('exercises');
  return (
    <Field.Root>
      <Field.Label>{t('picker.search')}</Field.Label>
      <Box position="relative" w="full">
        <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="fg.muted" aria-hidden>
          <Search size={16} />
        </Box>
        <Input
          ps="9"
          type="search"
          role="combobox"
          aria-expanded={listId !== undefined}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          enterKeyHint="search"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
      </Box>
      <Field.HelperText>{t('picker.searchHint')}</Field.HelperText>
    </Field.Root>
  );
}

/** The number of results (announced), and "Crear ejercicio «…»" beside it while something is listed. */
function PickerStatus({
  count,
  query,
  onCreate,
}: {
  count: number | null;
  query: string;
  onCreate(name: string): void;
}) {
  const { t } = useTranslation('exercises');
  return (
    <HStack justify="space-between" gap="2">
      <Text role="status" fontSize="sm" color="fg.muted">
        {count === null ? '' : t('picker.results', { count })}
      </Text>
      {/* With nothing listed, the same button stands where the list would be. */}
      {count ? <CreateOwnButton query={query} onCreate={onCreate} ghost /> : null}
    </HStack>
  );
}

/**
 * "Crear ejercicio «…»" (the search as its name) or, with no search, "Crear un ejercicio propio":
 * opens the form of an exercise of the user's own.
 */
function CreateOwnButton({
  query,
  onCreate,
  ghost = false,
}: {
  query: string;
  onCreate(name: string): void;
  ghost?: boolean;
}) {
  const { t } = useTranslation('exercises');
  const name = query.trim();
  return (
    <Button size="sm" variant={ghost ? 'ghost' : 'solid'} colorPalette="brand" onClick={() => onCreate(name)}>
      <Plus aria-hidden />
      {name ? t('picker.createNamed', { name }) : t('picker.create')}
    </Button>
  );
}

interface PickerBodyProps {
  state: 'loading' | 'error' | 'empty' | 'ready';
  onRetry(): void;
  onClearFilters(): void;
  /** The button that creates an own exercise, offered when nothing matches. */
  create: ReactNode;
  /** The list, shown when `ready`. */
  children: ReactNode;
}

/** The list, or what stands in its place: loading, a load error, or nothing matching. */
function PickerBody({ state, onRetry, onClearFilters, create, children }: PickerBodyProps) {
  const { t } = useTranslation('exercises');
  if (state === 'loading') {
    return (
      <Stack aria-busy="true" align="center" py="8" gap="2">
        <Spinner color="brand.solid" />
        <Text color="fg.muted">{t('picker.loading')}</Text>
      </Stack>
    );
  }
  if (state === 'error') return <LoadError message={t('picker.loadError')} onRetry={onRetry} />;
  if (state === 'ready') return children;
  return (
    <Stack align="center" py="6" gap="3">
      <Text color="fg.muted" textAlign="center">
        {t('picker.empty')}
      </Text>
      {create}
      <Button size="sm" variant="outline" onClick={onClearFilters}>
        {t('picker.clearFilters')}
      </Button>
    </Stack>
  );
}
