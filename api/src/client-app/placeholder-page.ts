/** Served in place of the client while client/dist has not been built. */
export const PLACEHOLDER_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sharecode</title>
</head>
<body>
<main>
<h1>Sharecode</h1>
<p>The API is running. The web client has not been built yet: run <code>npm run build</code>.</p>
<p>API documentation: <a href="/api/docs">/api/docs</a></p>
</main>
</body>
</html>
`;
