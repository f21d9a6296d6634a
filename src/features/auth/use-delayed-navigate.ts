import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * `go(to, ms)` navigates after a delay (docs/PRODUCT.md §9: 1500 ms after registering, 1 s after
 * a password reset); leaving the screen first cancels it.
 */
export function useDelayedNavigate(): (to: string, ms: number) => void {
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ to: string; ms: number } | null>(null);
  useEffect(() => {
    if (!pending) return;
    const id = setTimeout(() => void navigate(pending.to), pending.ms);
    return () => clearTimeout(id);
  }, [pending, navigate]);
  return (to, ms) => setPending({ to, ms });
}
