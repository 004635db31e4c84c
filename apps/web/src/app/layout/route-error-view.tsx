import { Center } from "@mantine/core";
import { useRouteError } from "react-router";
import { ErrorView } from "../../shared/ui/error-view.tsx";

/** Last resort for a route that failed to load or render (e.g. a chunk missing after a deployment). */
export function RouteErrorView() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center mih="100dvh" p="md">
      <ErrorView onRetry={() => window.location.reload()} />
    </Center>
  );
}
