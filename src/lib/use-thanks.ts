import { useEffect, useState } from 'react';

/** The newsletter confirmation shows for 3 seconds, then the form returns. */
const confirmationMs = 3000;

export function useThanks(): [boolean, () => void] {
  const [thanked, setThanked] = useState(false);
  useEffect(() => {
    if (!thanked) return undefined;
    const timer = setTimeout(() => setThanked(false), confirmationMs);
    return () => clearTimeout(timer);
  }, [thanked]);
  return [thanked, () => setThanked(true)];
}
