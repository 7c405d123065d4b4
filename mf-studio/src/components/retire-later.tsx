import { useState } from 'react';
import { Button } from '@valley/shared/ui/button';
import { TextInput } from './studio-parts';

/**
 * Retiring a page or a post at a time to come (decision 116), the valley's time: the API checks it and its refusal shows under the
 * field (`problem`).
 */
export function RetireLater({ busy, problem, onRetire }: { busy: boolean; problem?: string; onRetire: (at: string) => void }) {
  const [at, setAt] = useState('');
  return (
    <div role="group" aria-label="Or retire it later">
      <TextInput label="Retire at" type="datetime-local" value={at} onChange={setAt} error={problem} />
      <Button variant="outline" disabled={busy || !at} onClick={() => onRetire(at)}>
        Retire it then
      </Button>
    </div>
  );
}
