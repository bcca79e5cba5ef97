// Window-width hooks: the inbox's preview pane shows only where there is room for it.
import { useEffect, useState } from 'preact/hooks';

/** The width from which the inbox page shows the list and the preview side by side (styles.css has the same). */
export const WIDE_QUERY = '(min-width: 900px)';

/** Whether the window is at least WIDE_QUERY wide (re-renders when that changes). */
export function useWide(): boolean {
  const [wide, setWide] = useState(() => matchMedia(WIDE_QUERY).matches);
  useEffect(() => {
    const query = matchMedia(WIDE_QUERY);
    const update = () => setWide(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}
