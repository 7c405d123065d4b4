import { useState } from 'react';
import type { z } from 'zod';
import { messagesByField, refusalOf } from './form-messages';

/**
 * A studio form's submit, checked by the API's own schema before anything is sent: its messages show under the fields (`problems`),
 * and a refusal the API makes about one of `fields` under that field; any other problem is the form's `failure` (`fallback` when
 * the API did not answer).
 */
export function useCheckedSubmit<Schema extends z.ZodType, Field extends string>(schema: Schema, fields: readonly Field[], fallback: string) {
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState('');

  async function submit(values: z.input<Schema>, send: (checked: z.output<Schema>) => Promise<void>) {
    setFailure('');
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const { form, ...byField } = messagesByField(parsed.error, 'form');
      setProblems(byField);
      setFailure(form ?? '');
      return;
    }
    setProblems({});
    try {
      await send(parsed.data);
    } catch (error) {
      const refusal = refusalOf(error, fields, fallback);
      if (refusal.field) setProblems({ [refusal.field]: refusal.message });
      else setFailure(refusal.message);
    }
  }

  return { problems, failure, submit };
}
