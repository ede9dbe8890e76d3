import { cleanSearchText } from '@orbite/domain/search';
import type { MissionSearchItem, SearchResultItem } from './search-operations';

/** The value of the last option of the global search box: the full results page. */
export const SEE_ALL_OPTION = '__all__';

/** The full results page of a text. */
export function searchPagePath(text: string): string {
  return `/backoffice/search?q=${encodeURIComponent(cleanSearchText(text))}`;
}

export interface SuggestionGroup {
  key: 'users' | 'objects';
  items: SearchResultItem[];
}

/** The groups of the global search box, empty ones left out. */
export function suggestionGroups(data: { users: SearchResultItem[]; objects: SearchResultItem[] } | undefined) {
  if (!data) return [];
  const groups: SuggestionGroup[] = [
    { key: 'users', items: data.users },
    { key: 'objects', items: data.objects },
  ];
  return groups.filter((group) => group.items.length > 0);
}

/** A result's option value in the box: its page, unique across types. */
export const optionValue = (result: Pick<SearchResultItem, 'url'>) => result.url;

/** How a mission reads in the mission search field: its number, then its title if any. */
export function missionLabel(mission: Pick<MissionSearchItem, 'id' | 'title'>): string {
  return mission.title ? `#${mission.id} ${mission.title}` : `#${mission.id}`;
}
