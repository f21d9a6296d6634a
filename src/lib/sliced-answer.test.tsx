import { act, render, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useSlicedFirstAnswer } from './sliced-answer';

describe('useSlicedFirstAnswer ("First answer drawn in slices")', () => {
  it('draws data already there at once, as the plain path does', () => {
    const { result } = renderHook(() => useSlicedFirstAnswer(true));
    expect(result.current).toBe(true);
  });

  it('keeps the loading state for the render that brings the first answer, then ends where the plain path does', async () => {
    const seen: [boolean, boolean][] = [];
    let answer: (has: boolean) => void = () => undefined;
    function Screen() {
      const [hasData, setHasData] = useState(false);
      answer = setHasData;
      const drawn = useSlicedFirstAnswer(hasData);
      seen.push([hasData, drawn]);
      return <p>{drawn ? 'datos' : 'cargando'}</p>;
    }
    const { findByText, getByText } = render(<Screen />);
    expect(getByText('cargando')).toBeTruthy();
    act(() => answer(true));
    await findByText('datos');
    // The answer's own render still drew the loading state; a later one drew the data.
    expect(seen).toContainEqual([true, false]);
    expect(seen.at(-1)).toEqual([true, true]);
  });
});
