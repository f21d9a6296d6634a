import { chakra } from '@chakra-ui/react';
import { useSyncExternalStore, type FormEventHandler, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/**
 * True once React owns the page: false while it hydrates a prerendered screen (the server's
 * snapshot), true in every render after that and in any screen rendered on the client.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const Fieldset = chakra('fieldset', { base: { border: '0', padding: '0', margin: '0', minWidth: '0' } });

export interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/**
 * The form of a public screen. On a prerendered screen its fields stay disabled until the page
 * has hydrated, so nothing typed before the app's code runs is silently wiped by the form library
 * taking over the fields.
 */
export function AuthForm({ onSubmit, children }: AuthFormProps) {
  const hydrated = useHydrated();
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={hydrated ? undefined : true}>
      <Fieldset disabled={!hydrated}>{children}</Fieldset>
    </form>
  );
}
