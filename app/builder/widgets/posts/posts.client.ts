import loopGrid from "../loop-grid/loop-grid.client.ts";

/** Posts widgets page ("load more", infinite scroll) and refresh like the loop grid: the same module. */
export default loopGrid;
