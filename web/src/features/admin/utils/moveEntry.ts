/** The ids with the one at `index` moved `offset` places (-1: up, 1: down); unchanged past either end. */
export function moveEntry(ids: readonly string[], index: number, offset: number): string[] {
  const target = index + offset;
  const moved = [...ids];
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return moved;
  const [id] = moved.splice(index, 1);
  moved.splice(target, 0, id!);
  return moved;
}
