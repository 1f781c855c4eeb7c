import { Alert, Icon, IconButton, Spinner } from '@acorduri/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { AccountBreadcrumbs } from '../../components/AccountBreadcrumbs';
import { CallErrors } from '../../components/CallErrors';
import { Actions, Page, PageTitle } from '../../components/Page';
import { tabLabel, tabPath } from '../../components/tabPath';
import { RemovalRefused, useFavourites } from '../../data/favourites';
import { MESSAGES } from '../../messages';
import AddToSongbook from '../../songbooks/AddToSongbook';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** /favorite (Contul meu > Transpuneri favorite): the favourite tabs, each removable. */
export default function FavouritesScreen() {
  const { data, error, remove } = useFavourites();
  const [failure, setFailure] = useState<readonly string[]>([]);
  const [removed, setRemoved] = useState(false);

  const removeTab = async (id: string) => {
    setFailure([]);
    setRemoved(false);
    try {
      await remove(id);
      setRemoved(true);
    } catch (problem) {
      setFailure([problem instanceof RemovalRefused ? problem.message : MESSAGES.favouriteRemoveFailed]);
    }
  };

  return (
    <Page aria-labelledby="favourites-title">
      <AccountBreadcrumbs current={MESSAGES.favouritesTitle} withHome={false} />
      <PageTitle id="favourites-title">{MESSAGES.favouritesTitle}</PageTitle>
      <CallErrors messages={failure} onClose={() => setFailure([])} />
      {removed ? (
        <Alert severity="success" onClose={() => setRemoved(false)}>
          {MESSAGES.favouriteRemoved}
        </Alert>
      ) : null}
      {error ? <Alert severity="warning">{MESSAGES.favouritesLoadFailed}</Alert> : null}
      {!data && !error ? <Spinner label={MESSAGES.loading} /> : null}
      {data && data.tabs.length === 0 ? <p>{MESSAGES.favouritesEmpty}</p> : null}
      {data && data.tabs.length > 0 ? (
        <List>
          {data.tabs.map((tab) => (
            <Row key={tab.id}>
              <Link to={tabPath(tab)}>{tabLabel(tab)}</Link>
              <Actions>
                <AddToSongbook tabId={tab.id} title={tabLabel(tab)} compact />
                <IconButton
                  label={MESSAGES.removeFavourite(tabLabel(tab))}
                  tone="danger"
                  onClick={() => removeTab(tab.id)}
                >
                  <Icon name="delete" />
                </IconButton>
              </Actions>
            </Row>
          ))}
        </List>
      ) : null}
    </Page>
  );
}
