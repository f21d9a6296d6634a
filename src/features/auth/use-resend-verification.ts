import { useState } from 'react';
import { errorStatus } from '../../lib/api';
import { useResendVerificationMutation } from './api';

/** What the last request for a new link ended in: the texts of `auth:resend`. */
export type ResendOutcome = 'sent' | 'tooMany' | 'error';

/**
 * Asks for a new verification link (`POST users/resend-verification`). The server answers the
 * same for any address, so "sent" says only that a link is on its way if the account waits for one.
 */
export function useResendVerification() {
  const [resend, { isLoading }] = useResendVerificationMutation();
  const [outcome, setOutcome] = useState<ResendOutcome | null>(null);
  const send = async (email: string) => {
    try {
      await resend({ email: email.trim() }).unwrap();
      setOutcome('sent');
    } catch (error) {
      setOutcome(errorStatus(error) === 429 ? 'tooMany' : 'error');
    }
  };
  return { send, outcome, isLoading };
}
