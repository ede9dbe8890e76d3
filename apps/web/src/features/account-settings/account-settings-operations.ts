import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';

export interface NotificationSettings {
  id: string;
  notificationMediumList: string[];
  notificationCategoryList: string[];
}

export interface NotificationBudget {
  category: string;
  weeklyCap: number;
}

/** The user's choices, the mediums the server can deliver, and the weekly e-mail caps. */
export const MY_NOTIFICATION_SETTINGS: TypedDocumentNode<
  { me: NotificationSettings | null; availableNotificationMedia: string[]; notificationBudgets: NotificationBudget[] },
  Record<string, never>
> = gql`
  query MyNotificationSettings {
    me {
      id
      notificationMediumList
      notificationCategoryList
    }
    availableNotificationMedia
    notificationBudgets {
      category
      weeklyCap
    }
  }
`;

const NOTIFICATION_BUDGETS: TypedDocumentNode<
  { notificationBudgets: NotificationBudget[] },
  Record<string, never>
> = gql`
  query NotificationBudgets {
    notificationBudgets {
      category
      weeklyCap
    }
  }
`;

export const UPDATE_NOTIFICATION_BUDGET: TypedDocumentNode<
  { updateNotificationBudget: NotificationBudget[] },
  { category: string; weeklyCap: number | null }
> = gql`
  mutation UpdateNotificationBudget($category: String!, $weeklyCap: Int) {
    updateNotificationBudget(category: $category, weeklyCap: $weeklyCap) {
      category
      weeklyCap
    }
  }
`;

export const UPDATE_NOTIFICATION_SETTINGS: TypedDocumentNode<
  { updateNotificationSettings: NotificationSettings },
  { mediums: string[]; categories: string[] }
> = gql`
  mutation UpdateNotificationSettings($mediums: [String!]!, $categories: [String!]!) {
    updateNotificationSettings(mediums: $mediums, categories: $categories) {
      id
      notificationMediumList
      notificationCategoryList
    }
  }
`;

/** The signed-in user's saved language, read from the cache only (the `me` query loads it). */
export const ME_LOCALE: TypedDocumentNode<{ me: { id: string; locale: string } | null }, Record<string, never>> = gql`
  query MeLocale {
    me {
      id
      locale
    }
  }
`;

export const UPDATE_LOCALE: TypedDocumentNode<{ updateLocale: { id: string; locale: string } }, { locale: string }> =
  gql`
  mutation UpdateLocale($locale: String!) {
    updateLocale(locale: $locale) {
      id
      locale
    }
  }
`;

export interface UserIdentity {
  provider: string;
  email: string | null;
  createdAt: string;
}

export const MY_IDENTITIES: TypedDocumentNode<{ myIdentities: UserIdentity[] }, Record<string, never>> = gql`
  query MyIdentities {
    myIdentities {
      provider
      email
      createdAt
    }
  }
`;

export const UNLINK_IDENTITY: TypedDocumentNode<{ unlinkIdentity: boolean }, { provider: string }> = gql`
  mutation UnlinkIdentity($provider: String!) {
    unlinkIdentity(provider: $provider)
  }
`;

export function useMyNotificationSettings() {
  return useQuery(MY_NOTIFICATION_SETTINGS, { fetchPolicy: 'cache-and-network' });
}

/** Errors are shown by the caller (the form-state chip). */
export function useUpdateNotificationSettings() {
  return useMutation(UPDATE_NOTIFICATION_SETTINGS, { context: { silent: true }, errorPolicy: 'all' });
}

export function useMyIdentities() {
  return useQuery(MY_IDENTITIES, { fetchPolicy: 'cache-and-network' });
}

/** Errors are shown by the caller (the last way to sign in gets its own wording). */
export function useUnlinkIdentity() {
  return useMutation(UNLINK_IDENTITY, {
    context: { silent: true },
    errorPolicy: 'all',
    refetchQueries: [MY_IDENTITIES],
  });
}

/** Errors are shown by the caller (the form-state chip); the answer is the whole list of caps. */
export function useUpdateNotificationBudget() {
  return useMutation(UPDATE_NOTIFICATION_BUDGET, {
    context: { silent: true },
    errorPolicy: 'all',
    update(cache, { data }) {
      if (data?.updateNotificationBudget) {
        cache.writeQuery({ query: NOTIFICATION_BUDGETS, data: { notificationBudgets: data.updateNotificationBudget } });
      }
    },
  });
}
