import { defaultPageSize, isPageSize, type PageSize } from '@orbite/domain/pagination';
import type { NovaFeedbacksVariables, NovaRating } from './nova-feedbacks-operations';

export type RatingFilter = 'all' | NovaRating;
export type HandledFilter = 'all' | 'todo' | 'done';

export interface NovaFeedbacksState {
  rating: RatingFilter;
  handled: HandledFilter;
  page: number;
  limit: PageSize;
}

/** `?rating=up|down&handled=todo|done|all&page=&limit=`; the list opens on the feedbacks to handle. */
export function readNovaFeedbacksUrl(params: URLSearchParams): NovaFeedbacksState {
  const rating = params.get('rating');
  const handled = params.get('handled');
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    rating: rating === 'up' || rating === 'down' ? rating : 'all',
    handled: handled === 'done' || handled === 'all' ? handled : 'todo',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: isPageSize(limit) ? limit : defaultPageSize,
  };
}

export function writeNovaFeedbacksUrl(state: NovaFeedbacksState): URLSearchParams {
  const next = new URLSearchParams();
  if (state.rating !== 'all') next.set('rating', state.rating);
  if (state.handled !== 'todo') next.set('handled', state.handled);
  if (state.page > 1) next.set('page', String(state.page));
  if (state.limit !== defaultPageSize) next.set('limit', String(state.limit));
  return next;
}

export function novaFeedbacksVariables(state: NovaFeedbacksState): NovaFeedbacksVariables {
  return {
    rating: state.rating === 'all' ? null : state.rating,
    handled: state.handled === 'all' ? null : state.handled === 'done',
    offset: (state.page - 1) * state.limit,
    limit: state.limit,
  };
}
