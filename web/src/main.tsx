import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider, createBrowserRouter } from "react-router-dom";
import { appRoutes } from "./app/router.tsx";
import { ThemeProvider } from "./ui/theme/ThemeProvider.tsx";
import "./app.css";

const container = document.getElementById("root");
if (!container) {
  throw new Error("Missing #root element in index.html");
}
const router = createBrowserRouter(appRoutes);

// GraphQL is provided by a lazy layout route (app/ApolloLayout.tsx), so `/` loads no Apollo Client.
createRoot(container).render(
  <StrictMode>
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>
  </StrictMode>,
);
