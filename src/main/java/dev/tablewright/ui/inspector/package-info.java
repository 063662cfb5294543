/**
 * The inspector, the right-hand panel: {@link dev.tablewright.ui.inspector.InspectorView} bound to
 * an {@link dev.tablewright.ui.inspector.InspectorViewModel}, which follows the Document's selection
 * and shows the entity, table (with an index open) or relationship inspector.
 *
 * <p>Text fields are {@link dev.tablewright.ui.inspector.CommitField}s: typing changes nothing;
 * Enter or focus leaving the field makes one edit (one undo step, with a description), Esc puts the
 * model's value back, and a refused edit leaves the model as it was with the reason beside the
 * field. Choice boxes and check boxes commit on each pick. Whatever is still uncommitted when the
 * selection moves on is committed first. Key templates are checked as they are typed
 * ({@link dev.tablewright.ui.inspector.TemplateCheck}, which runs the design rules) and completed
 * after {@code ${} ({@link dev.tablewright.ui.inspector.TemplateCompletion}).
 */
package dev.tablewright.ui.inspector;
