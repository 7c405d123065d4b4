/** Collects WHERE conditions and their $n parameters for a dynamic query. */
export class Conditions {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];

  /** Adds a parameter and returns its placeholder ($n). */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  add(condition: string): this {
    this.parts.push(condition);
    return this;
  }

  where(): string {
    return this.parts.length > 0 ? `where ${this.parts.join(' and ')}` : '';
  }
}

/** A coordinate as shown in maps and links ("40.793395"); null when unknown. */
export function formatCoordinate(value: number | null): string | null {
  return value === null || value === undefined ? null : Number(value).toFixed(6);
}

export const toNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
