/** How far a builder has got: files done of the total, reported as each one is added. */
export type Progress = { done: number; total: number };
