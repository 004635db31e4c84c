// How many mounted forms hold unsaved changes; the update notice will not reload over them.
let dirtyCount = 0;

export function registerDirtyForm(): () => void {
  dirtyCount += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    dirtyCount -= 1;
  };
}

export function hasUnsavedChanges(): boolean {
  return dirtyCount > 0;
}
