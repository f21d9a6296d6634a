import type { FormEventHandler, ReactNode } from 'react';

export interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/**
 * The form of a public screen, validated by the app (its messages, not the browser's). On a
 * prerendered screen its fields take typing before the app's code has loaded: the form library
 * picks up what was typed when it takes over, and a submission made meanwhile is held and
 * replayed (src/app/boot/replay-held-interactions.tsx). `method="post"`: should the browser ever submit it natively
 * (no script at all), what was typed, the password included, never goes into an address.
 */
export function AuthForm({ onSubmit, children }: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} method="post" noValidate>
      {children}
    </form>
  );
}
