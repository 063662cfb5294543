package dev.tablewright.ui.pivot;

/**
 * One of the document's centre tabs after Diagram and Access patterns: a table's or an index's grid, or a
 * vector index's search panel. {@link PivotGridsViewModel#tabs()} keeps them in the order they show.
 */
public sealed interface DocumentTab permits PivotGridViewModel, VectorPanelViewModel {
    /** The table the tab belongs to. */
    String table();

    /** The tab's name: the table's, or the index's. */
    String tabName();
}
