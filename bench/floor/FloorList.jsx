// The floor page of bench:web (#28): the least a React page can do on a first visit. React 19 and react-dom from
// the repository's node_modules render a 60-row list on the client; no router, no styles library, no federation.
// Its area wraps the heading as the site's screens do (bench:web finds a page's content by `main [data-area] h1`).
import { createRoot } from 'react-dom/client';

const ROWS = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  title: `Cântecul numărul ${index + 1}`,
  artist: `Artistul ${(index % 12) + 1}`,
}));

function FloorList() {
  return (
    <main>
      <div data-area="floor">
        <h1>Acorduri noi</h1>
        <ol>
          {ROWS.map((row) => (
            <li key={row.id}>
              <a href={`/acorduri/${row.id}`}>{row.title}</a> – {row.artist}
            </li>
          ))}
        </ol>
      </div>
    </main>
  );
}

const container = document.getElementById('root');
if (container) createRoot(container).render(<FloorList />);
