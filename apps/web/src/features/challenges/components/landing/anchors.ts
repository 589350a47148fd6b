/** The landing page's anchors (spec 3 section 2): the prices, and how a challenge works. */
export const START_NOW_ID = 'start-now';
export const HOW_IT_WORKS_ID = 'how-it-works';
