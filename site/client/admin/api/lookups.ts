// The shared lookups of the admin screens (product.md §7): categories (articles, events, feeds) and disability tags (articles).
import { useQuery } from '@tanstack/react-query';
import type { ArticleTag, Category } from '../../../../functions/domain/index.ts';
import { adminRequest } from './http.ts';

/** Query keys: an article change invalidates the categories too. */
export const lookupKeys = {
  categories: ['categories'] as const,
  disabilityTags: ['disability-tags'] as const,
};

export const listCategories = () => adminRequest<Category[]>('/api/categories');
export const listDisabilityTags = () => adminRequest<ArticleTag[]>('/api/disability-tags');

export const useCategories = () =>
  useQuery({ queryKey: lookupKeys.categories, queryFn: listCategories });
export const useDisabilityTags = () =>
  useQuery({ queryKey: lookupKeys.disabilityTags, queryFn: listDisabilityTags });
