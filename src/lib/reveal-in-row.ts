/**
 * Scrolls a row that scrolls sideways (tabs on a phone) so that `item` is wholly in it, centred when
 * it was not: the chosen tab of a row wider than the screen would otherwise sit cut off at its edge,
 * or out of sight. Only the row moves, never the page. Does nothing when the item is in view already.
 */
export function revealInRow(row: HTMLElement, item: HTMLElement, behavior: ScrollBehavior = 'auto') {
  const rowBox = row.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  if (itemBox.left >= rowBox.left && itemBox.right <= rowBox.right) return;
  const centred = itemBox.left - rowBox.left - (rowBox.width - itemBox.width) / 2;
  row.scrollTo({ left: row.scrollLeft + centred, behavior });
}
