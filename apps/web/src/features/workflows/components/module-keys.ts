import type { WorkflowModule } from "@portal/contract";

/**
 * Modules carry no ids; a stable key per module keeps rows (and keyboard focus) in place as they move:
 * the type, a checklist's name, and which occurrence of that pair it is.
 */
export function moduleKeys(modules: readonly WorkflowModule[]): string[] {
  const seen = new Map<string, number>();
  return modules.map((module) => {
    const base = module.type === "CHECKLIST" ? `CHECKLIST:${module.config.name}` : module.type;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}#${count}`;
  });
}
