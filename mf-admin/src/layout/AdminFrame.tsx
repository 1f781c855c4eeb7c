import { Breadcrumbs } from '@acorduri/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { MESSAGES } from '../messages';
import { AdminMenu } from './AdminMenu';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: start;

  @media ${({ theme }) => theme.media.down('drawer')} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing.md};
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  min-width: 0;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** Every admin screen: the admin menu, breadcrumb Acasă > Panou administrare > screen, and its heading. */
export function AdminFrame({
  screenName,
  children,
}: {
  readonly screenName: string;
  readonly children?: ReactNode;
}) {
  return (
    <Layout>
      <AdminMenu />
      <Main>
        <Breadcrumbs
          label={MESSAGES.breadcrumb}
          linkComponent={Link}
          items={[{ label: MESSAGES.home, to: '/' }, { label: MESSAGES.panelTitle }, { label: screenName }]}
        />
        <Heading>{screenName}</Heading>
        {children}
      </Main>
    </Layout>
  );
}
