/** The inbox's search box: typed freely, sent to the address (and the server) once typing pauses. */
import { useEffect, useEffectEvent, useState } from 'react';
import { REQUEST_LIMITS } from '../../domain/pipeline.ts';
import { ListFilter } from '../components/ListControls.tsx';

const SEARCH_DELAY_MS = 300;

export function InboxSearch({
  value,
  onSearch,
  label,
}: {
  value: string;
  onSearch(text: string): void;
  label: string;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  /** What this box last sent, until the address has caught up with it. */
  const [sent, setSent] = useState<string | null>(null);
  // The address changed by itself (back and forward, a link, "clear filters"): the box follows it.
  // When it is only catching up with what was sent, the letters typed since are kept.
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) setText(value);
    setSent(null);
  }

  const search = useEffectEvent((next: string) => {
    setSent(next.trim());
    onSearch(next);
  });
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => search(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return <ListFilter value={text} onChange={(next) => setText(next.slice(0, REQUEST_LIMITS.search))} label={label} />;
}
