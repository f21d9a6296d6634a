import { Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ExerciseMenuButton } from './exercise-menu-button';

/** What the exercise menu offers. */
export type ExerciseAction =
  'replace' | 'rest' | 'addSet' | 'removeSet' | 'up' | 'down' | 'join' | 'separate' | 'remove';

export interface ExerciseMenuProps {
  /** The exercise's name, for the button's label. */
  name: string;
  /** Which actions make sense now (first/last in order, grouped, one set left…). */
  can: Partial<Record<ExerciseAction, boolean>>;
  onAction(action: ExerciseAction): void;
  /** Open from the start (the menu loaded by a tap on its button: exercise-menu-on-demand.tsx). */
  defaultOpen?: boolean;
  /** Opened from the keyboard: the item highlighted at first, as the keys that open a menu do. */
  defaultHighlighted?: 'first' | 'last';
}

const GROUPS: ExerciseAction[][] = [
  ['replace', 'rest'],
  ['addSet', 'removeSet'],
  ['up', 'down', 'join', 'separate'],
  ['remove'],
];

const LABELS = {
  replace: 'sessionEdit.replace',
  rest: 'sessionEdit.rest',
  addSet: 'sessionEdit.addSet',
  removeSet: 'sessionEdit.removeSet',
  up: 'sessionEdit.moveUp',
  down: 'sessionEdit.moveDown',
  join: 'sessionEdit.supersetNext',
  separate: 'sessionEdit.separate',
  remove: 'sessionEdit.remove',
} as const satisfies Record<ExerciseAction, string>;

/**
 * The "⋮" of an exercise card: replace, rest, a set more or less, order and superset, remove. A menu
 * button (arrow keys, Enter, Escape); an action that does not apply now (the first exercise cannot go
 * up) is left out, and "Separar" only shows in a group, "Superserie con el siguiente" only outside one.
 */
export function ExerciseMenu({ name, can, onAction, defaultOpen, defaultHighlighted }: ExerciseMenuProps) {
  const { t } = useTranslation('workouts');
  const groups = GROUPS.map((g) => g.filter((a) => can[a] !== false)).filter((g) => g.length > 0);
  const offered = groups.flat();
  const highlighted =
    defaultHighlighted === 'first' ? offered[0] : defaultHighlighted === 'last' ? offered.at(-1) : null;
  return (
    <Menu.Root
      onSelect={(d) => onAction(d.value as ExerciseAction)}
      positioning={{ placement: 'bottom-end' }}
      defaultOpen={defaultOpen}
      defaultHighlightedValue={highlighted}
    >
      <Menu.Trigger asChild>
        <ExerciseMenuButton name={name} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            {groups.map((group, i) => (
              <Menu.ItemGroup key={group[0]}>
                {i > 0 ? <Menu.Separator /> : null}
                {group.map((action) => (
                  <Menu.Item key={action} value={action} minH="11" color={action === 'remove' ? 'fg.error' : undefined}>
                    {t(LABELS[action])}
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
