// Where a global search result opens (issue 13): each type's own page.
import type { SearchResult } from "@portal/contract";
import { paths } from "../../config/paths.ts";

/**
 * The result's page, or null while the page cannot be named (a deal or quote whose workflow is not in
 * the list of workflows, which names its slug).
 */
export function resultHref(result: SearchResult, slugOfWorkflow: (workflowId: string) => string | undefined) {
  switch (result.entityType) {
    case "CONTACT":
      return paths.contact.getHref(result.id);
    case "PERSON":
      return paths.person.getHref(result.id);
    case "PURCHASE_ORDER":
      return paths.order.getHref(result.id);
    case "DEAL": {
      const slug = slugOfWorkflow(result.context.workflowId);
      return slug === undefined ? null : paths.deal.getHref(slug, result.id);
    }
    case "QUOTE": {
      const slug = slugOfWorkflow(result.context.workflowId);
      return slug === undefined ? null : paths.quote.getHref(slug, result.context.dealId, result.id);
    }
  }
}
