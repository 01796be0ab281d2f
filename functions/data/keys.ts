// Key helpers shared by the entity files: padded ids keep string sort keys in numeric order.
import { createHash } from 'node:crypto';

/** 12 digits: ids sort as strings in the same order as numbers. */
export function padId(id: number): string {
  return String(id).padStart(12, '0');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Lower-case with diacritics folded: the comparison key of glossary and event search and sorting. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/** A conditional write: true when it was made, false when its condition failed; other errors throw. */
export async function conditionHeld(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
