package dev.tablewright.ui.inspector;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.AccessPatternEdits;
import dev.tablewright.model.edit.Suggestion;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.patterns.PatternCheck;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The inspector of one access pattern: every field of it, each commit one undoable
 * {@link AccessPatternEdits#replace}; key conditions built from the entity's own templates; and under
 * the form what the pattern does on the sample data (served by, items returned, RCU/WCU, monthly
 * cost), its problems and coverage findings, with each proposed fix applied only on request. The
 * view's one ViewModel: the fields are the {@link PatternForm}'s, the sample values the
 * {@link PatternParameters}', the check the {@link PatternCheckResults}', all changing the {@link ShownPattern}.
 */
public final class PatternInspectorViewModel {
    /** The entity and index choices' "none": no entity, the base table. */
    public static final String NONE = "";

    private final ShownPattern shown;
    private final PatternForm form;
    private final PatternParameters parameters;
    private final PatternCheckResults results;
    /** What {@code ${} completes to in the key condition and filter: the entity's attributes (every entity's without one). */
    private List<String> parameterNames = List.of();
    private final ObservableList<KeyDraft> drafts = FXCollections.observableArrayList();
    private final ObservableList<KeyDraft> draftsView = FXCollections.unmodifiableObservableList(drafts);

    PatternInspectorViewModel(DocumentEditor editor, TaskRunner tasks) {
        shown = new ShownPattern(editor);
        form = new PatternForm(shown, this::reshow);
        parameters = new PatternParameters(shown);
        results = new PatternCheckResults(shown, tasks);
    }

    /** Shows (or, after any change of the model, refreshes) pattern {@code p} of table {@code t}. */
    void show(TableDesign t, AccessPattern p) {
        shown.moveTo(t.name(), p.name());
        form.show(t, p);
        parameters.show(p);
        parameterNames = t.entities().stream().filter(e -> p.entityName().map(e.name()::equals).orElse(true))
                .flatMap(e -> e.attributes().stream().map(a -> a.name())).distinct().toList();
        drafts.setAll(KeyDraft.of(t, p.entityName().filter(e -> t.entity(e).isPresent()).orElse(null)));
        results.recheck();
    }

    /** Shows the pattern again as the model holds it (a choice was refused: it shows the model's again). */
    private void reshow() {
        shown.current().ifPresent(p -> shown.model().table(shown.table()).ifPresent(t -> show(t, p)));
    }

    /** The names {@code ${} completes to at {@code caret} in a key condition or filter being typed. */
    public List<String> completions(String text, int caret) {
        return TemplateCompletion.matches(text, caret, parameterNames);
    }

    /** Commits every field typed in but not yet committed (the selection is about to move); the name last. */
    void commitDrafts() {
        List<CommitField> fields = new ArrayList<>(parameters.fields());
        fields.addAll(form.fields());
        fields.stream().filter(CommitField::isModified).forEach(CommitField::commit);
    }

    /**
     * Uses draft {@code n} of {@link #drafts()}: its entity, operation, index, key condition and sample
     * values replace the pattern's (one undo step); its name, description, filter and the rest stay.
     */
    public Optional<String> useDraft(int n) {
        if (n < 0 || n >= drafts.size()) {
            return shown.refused("There is no such key condition.");
        }
        AccessPattern d = drafts.get(n).draft();
        return shown.change(p -> {
            Map<String, String> values = new LinkedHashMap<>(p.parameters());
            values.putAll(d.parameters());
            return p.withEntity(d.entity()).withOperation(d.operation()).withIndex(d.index())
                    .withKeyCondition(d.keyCondition()).withParameters(values);
        });
    }

    /** Applies fix {@code n} of {@link #fixes()} as one undo step: only ever on the user's request. */
    public Optional<String> applyFix(int n) {
        return results.applyFix(n);
    }

    public CommitField name() {
        return form.name;
    }

    public CommitField description() {
        return form.description;
    }

    public CommitField keyCondition() {
        return form.keyCondition;
    }

    public CommitField filter() {
        return form.filter;
    }

    public CommitField projection() {
        return form.projection;
    }

    public CommitField limit() {
        return form.limit;
    }

    /** Requests per second at the peak (sizes provisioned capacity). */
    public CommitField ratePeak() {
        return form.ratePeak;
    }

    /** Requests per second on average (the on-demand bill). */
    public CommitField rateAverage() {
        return form.rateAverage;
    }

    /** The entity it returns ({@link #NONE}: none); picking one commits it. */
    public ObjectProperty<String> entityProperty() {
        return form.entity;
    }

    public ObjectProperty<OperationKind> operationProperty() {
        return form.operation;
    }

    /**
     * Whether the pattern is a vector search: SearchVectors has no sort direction and no consistent
     * read (its limit is TopK), so those fields do not apply.
     */
    public BooleanBinding searchesVectors() {
        return Bindings.equal(form.operation, OperationKind.SEARCH_VECTORS);
    }

    /** The index read ({@link #NONE}: the table); picking one commits it. */
    public ObjectProperty<String> indexProperty() {
        return form.index;
    }

    /** Sort direction: true ascending (ScanIndexForward). */
    public BooleanProperty ascendingProperty() {
        return form.ascending;
    }

    public BooleanProperty consistentReadProperty() {
        return form.consistentRead;
    }

    /** {@link #NONE}, then the table's entities. */
    public ObservableList<String> entities() {
        return form.entitiesView;
    }

    /** {@link #NONE} (the table), then the table's indexes. */
    public ObservableList<String> indexes() {
        return form.indexesView;
    }

    /** A sample value for each parameter the key condition and filter name. */
    public ObservableList<ParameterRow> parameters() {
        return parameters.rows();
    }

    /** Key conditions made of the entity's own templates (every entity's, when the pattern names none). */
    public ObservableList<KeyDraft> drafts() {
        return draftsView;
    }

    /** The fixes coverage proposes for its findings; each applied only by {@link #applyFix}. */
    public ObservableList<Suggestion> fixes() {
        return results.fixes();
    }

    /** Why fixes found for the pattern are withheld (applied to a copy they made the design worse), or empty. */
    public ReadOnlyStringProperty withheldProperty() {
        return results.withheldProperty();
    }

    /** The problems at the pattern and its coverage findings, one line each. */
    public ObservableList<String> problems() {
        return results.problems();
    }

    /** A vector search's results on the sample data with their scores, nearest first; empty otherwise. */
    public ObservableList<String> scored() {
        return results.scored();
    }

    /** The last check of the pattern on the model shown; null while it is being checked. */
    public ReadOnlyObjectProperty<PatternCheck> checkProperty() {
        return results.checkProperty();
    }

    /** "Query on index GSI-1 — CastMember". */
    public ReadOnlyStringProperty servedByProperty() {
        return results.servedByProperty();
    }

    /** "returns 3 items on the sample data". */
    public ReadOnlyStringProperty returnsProperty() {
        return results.returnsProperty();
    }

    /** "0.5 RCU · 0 WCU per request". */
    public ReadOnlyStringProperty capacityProperty() {
        return results.capacityProperty();
    }

    /** "$1.23 on demand · $4.56 provisioned a month". */
    public ReadOnlyStringProperty costProperty() {
        return results.costProperty();
    }

    /** Why the last commit, draft or fix was refused; empty when it was not. */
    public ReadOnlyStringProperty refusalProperty() {
        return shown.refusalProperty();
    }
}
