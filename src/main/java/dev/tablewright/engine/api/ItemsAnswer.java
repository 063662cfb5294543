package dev.tablewright.engine.api;

/**
 * An answer that is items of one table (a page of a Query or Scan, the item a GetItem found, the
 * attributes a write returned, a statement's items), readable as a {@link Page} by code that shows
 * items whatever the operation was.
 */
public interface ItemsAnswer {
    /** The items as one page; its LastEvaluatedKey is the Query's or Scan's, else null. */
    Page asPage();
}
