import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { useIntl } from 'react-intl';

type Values = Record<string, string | number | null | undefined>;

const TeamReads = createContext(false);

/** Marks the screens below as read by the team (the back office), about someone else's account. */
export function TeamAudience({ children }: { children: ReactNode }) {
  return <TeamReads.Provider value={true}>{children}</TeamReads.Provider>;
}

/**
 * `t` for a section shared by a person and the team: where the person reads « vous », the team reads the message's
 * `.team` wording when it has one (« Le compte sur lequel le freelance est payé »).
 */
export function useAudienceT() {
  const intl = useIntl();
  const team = useContext(TeamReads);
  return useCallback(
    (id: string, values?: Values) =>
      intl.formatMessage({ id: team && `${id}.team` in intl.messages ? `${id}.team` : id }, values as never),
    [intl, team],
  );
}
