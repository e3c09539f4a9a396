import { Link } from 'react-router-dom';
import { Layout } from '../app/layout/layout';
import { LocationProbe, renderRoutes } from './render-with-router';

/** A stand-in page: its heading, a link elsewhere, and where the router is. */
function page(title: string) {
  return (
    <>
      <h1>{title}</h1>
      <Link to="/blogs">Go to blog</Link>
      <LocationProbe />
    </>
  );
}

/** The app's frame (navigation bar, footer) around stand-in pages, starting at `path`. */
export function renderShell(path = '/') {
  return renderRoutes(
    [
      {
        element: <Layout />,
        children: [
          { index: true, element: page('Home') },
          { path: 'blogs', element: page('Blog') },
          { path: 'login', element: page('Login') },
          { path: 'features', element: page('Features') },
          { path: 'features/file-sharing', element: page('File sharing') },
          { path: 's/:code', element: page('Share') },
          { path: 'my-shares', element: page('My shares') },
        ],
      },
    ],
    path,
  );
}
