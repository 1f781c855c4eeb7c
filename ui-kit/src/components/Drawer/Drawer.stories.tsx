import type { Meta, StoryObj } from '@storybook/react';
import { DARK, PHONE } from '../../../.storybook/viewports';
import { Icon } from '../../icons/icons';
import { AppBar } from '../AppBar/AppBar';
import { Drawer } from './Drawer';
import { NavList } from './NavList';
import { useDrawerState } from './useDrawerState';

const MAIN = [
  { id: 'home', label: 'Acasă', to: '/' },
  { id: 'artists', label: 'Artiști', to: '/artisti' },
  { id: 'lessons', label: 'Lecții', to: '/lectii' },
  { id: 'categories', label: 'Categorii', to: '/categorii' },
  { id: 'chords', label: 'Dicționar acorduri', to: '/dictionar-acorduri' },
  { id: 'requests', label: 'Cereri', to: '/cereri' },
];
const ACCOUNT = [
  { id: 'favourites', label: 'Favorite', to: '/favorite', icon: <Icon name="favorite" /> },
  { id: 'add', label: 'Adaugă acorduri', to: '/adauga-acorduri', icon: <Icon name="add" /> },
];

/** The shell's layout: app bar, drawer (side panel ≥ 1280 px, modal sheet below) and content. */
function Layout() {
  const drawer = useDrawerState();
  return (
    <div style={{ minHeight: '100vh' }}>
      <AppBar
        brand="Acorduri pentru chitară"
        brandTo="/"
        onMenuClick={drawer.toggle}
        menuOpen={drawer.open}
        menuControls="site-drawer"
      />
      <div style={{ display: 'flex' }}>
        <Drawer id="site-drawer" open={drawer.open} onClose={() => drawer.setOpen(false)}>
          <NavList entries={MAIN} currentId="artists" onNavigate={drawer.closeIfMobile} />
          <NavList title="Contul meu" entries={ACCOUNT} onNavigate={drawer.closeIfMobile} />
        </Drawer>
        <main style={{ padding: 24 }}>
          <h1>Artiști</h1>
          <p>Conținutul paginii.</p>
        </main>
      </div>
    </div>
  );
}

const meta = {
  title: 'Navigare/Drawer',
  component: Layout,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Layout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {};
/** Below 1280 px the drawer starts closed and opens as a modal sheet. */
export const Mobile: Story = { globals: PHONE };
export const Dark: Story = { globals: DARK };
