// Row-view images generated locally with DiceBear's shapes style (product.md §10.6), seeded like the contract says.
import { createAvatar } from '@dicebear/core';
import * as shapes from '@dicebear/shapes';

/** A data-URI SVG seeded by the category name and article id (product.md §2). */
export function rowImage(categoryName: string, articleId: number): string {
  return createAvatar(shapes, { seed: `${categoryName}-${articleId}`, size: 128 }).toDataUri();
}
