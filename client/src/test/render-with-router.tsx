import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';

/** Prints the current path, so tests can assert where a navigation went. */
export function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Renders route objects in a memory router starting at `path`. */
export function renderRoutes(routes: RouteObject[], path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}

/**
 * Renders one element at `path`; any other path renders a heading naming it plus the location probe, so a
 * navigation away is visible.
 */
export function renderPage(element: ReactElement, path = '/') {
  return renderRoutes(
    [
      { path, element },
      {
        path: '*',
        element: (
          <>
            <h1>Elsewhere</h1>
            <LocationProbe />
          </>
        ),
      },
    ],
    path,
  );
}
