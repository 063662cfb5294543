package dev.tablewright.ui.inspector;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.RequestRate;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.AccessPatternEdits;
import dev.tablewright.model.edit.Suggestion;
import dev.tablewright.ui.common.LatestWins;
import dev.tablewright.ui.common.TaskRunner;
import dev.tablewright.ui.patterns.PatternCheck;
import dev.tablewright.ui.patterns.PatternChecks;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The inspector of one access pattern: every field of it, each commit one undoable
 * {@link AccessPatternEdits#replace}; key conditions built from the entity's own templates; and under
 * the form what the pattern does on the sample data (served by, items returned, RCU/WCU, monthly
 * cost), its problems and coverage findings, with each proposed fix applied only on request.
 */
public final class PatternInspectorViewModel {
    /** The entity and index choices' "none": no entity, the base table. */
    public static final String NONE = "";

    private final DocumentEditor editor;
    private final LatestWins<Optional<PatternCheck>> checking;
    private String table = "";
    private String pattern = "";
    private DataModel shownModel;
    /** What {@code ${} completes to in the key condition and filter: the entity's attributes (every entity's without one). */
    private List<String> parameterNames = List.of();
    private boolean updating;
    private final CommitField name = new CommitField(this::rename);
    private final CommitField description = field(AccessPattern::withDescription);
    private final CommitField keyCondition = field(AccessPattern::withKeyCondition);
    private final CommitField filter = field(AccessPattern::withFilter);
    private final CommitField projection = field(AccessPattern::withProjection);
    private final CommitField limit = new CommitField(this::setLimit);
    private final CommitField ratePeak = new CommitField(text -> setRate(text, null));
    private final CommitField rateAverage = new CommitField(text -> setRate(null, text));
    private final ObjectProperty<String> entity = new SimpleObjectProperty<>(this, "entity", NONE);
    private final ObjectProperty<OperationKind> operation = new SimpleObjectProperty<>(this, "operation", OperationKind.QUERY);
    private final ObjectProperty<String> index = new SimpleObjectProperty<>(this, "index", NONE);
    private final BooleanProperty ascending = new SimpleBooleanProperty(this, "ascending", true);
    private final BooleanProperty consistentRead = new SimpleBooleanProperty(this, "consistentRead", false);
    private final ObservableList<String> entities = FXCollections.observableArrayList();
    private final ObservableList<String> entitiesView = FXCollections.unmodifiableObservableList(entities);
    private final ObservableList<String> indexes = FXCollections.observableArrayList();
    private final ObservableList<String> indexesView = FXCollections.unmodifiableObservableList(indexes);
    private final ObservableList<ParameterRow> parameters = FXCollections.observableArrayList();
    private final ObservableList<ParameterRow> parametersView = FXCollections.unmodifiableObservableList(parameters);
    private final ObservableList<KeyDraft> drafts = FXCollections.observableArrayList();
    private final ObservableList<KeyDraft> draftsView = FXCollections.unmodifiableObservableList(drafts);
    private final ObservableList<Suggestion> fixes = FXCollections.observableArrayList();
    private final ObservableList<Suggestion> fixesView = FXCollections.unmodifiableObservableList(fixes);
    private final ObservableList<String> problems = FXCollections.observableArrayList();
    private final ObservableList<String> problemsView = FXCollections.unmodifiableObservableList(problems);
    private final ReadOnlyObjectWrapper<PatternCheck> check = new ReadOnlyObjectWrapper<>(this, "check");
    private final ReadOnlyStringWrapper servedBy = new ReadOnlyStringWrapper(this, "servedBy", "");
    private final ReadOnlyStringWrapper returns = new ReadOnlyStringWrapper(this, "returns", "");
    private final ReadOnlyStringWrapper capacity = new ReadOnlyStringWrapper(this, "capacity", "");
    private final ReadOnlyStringWrapper cost = new ReadOnlyStringWrapper(this, "cost", "");
    private final ReadOnlyStringWrapper refusal = new ReadOnlyStringWrapper(this, "refusal", "");

    PatternInspectorViewModel(DocumentEditor editor, TaskRunner tasks) {
        this.editor = editor;
        this.checking = new LatestWins<>(tasks);
        commitOnChange(entity, v -> p -> p.withEntity(v.isEmpty() ? null : v));
        commitOnChange(operation, v -> p -> p.withOperation(v));
        commitOnChange(index, v -> p -> p.withIndex(v.isEmpty() ? null : v));
        commitOnChange(ascending, v -> p -> p.withScanForward(v));
        commitOnChange(consistentRead, v -> p -> p.withConsistentRead(v));
    }

    /** Shows (or, after any change of the model, refreshes) pattern {@code p} of table {@code t}. */
    void show(TableDesign t, AccessPattern p) {
        boolean other = !t.name().equals(table) || !p.name().equals(pattern);
        table = t.name();
        pattern = p.name();
        if (other) {
            refusal.set("");
        }
        updating = true;
        try {
            name.reset(p.name());
            description.reset(p.description());
            keyCondition.reset(p.keyCondition());
            filter.reset(p.filter());
            projection.reset(p.projection());
            limit.reset(p.limitValue().map(String::valueOf).orElse(""));
            ratePeak.reset(p.rateValue().map(r -> number(r.peak())).orElse(""));
            rateAverage.reset(p.rateValue().map(r -> number(r.average())).orElse(""));
            List<String> es = new ArrayList<>(List.of(NONE));
            t.entities().stream().map(Entity::name).forEach(es::add);
            setIfDifferent(entities, es);
            List<String> is = new ArrayList<>(List.of(NONE));
            t.indexes().stream().map(SecondaryIndex::name).forEach(is::add);
            setIfDifferent(indexes, is);
            entity.set(p.entityName().orElse(NONE));
            operation.set(p.operation());
            index.set(p.indexName().orElse(NONE));
            ascending.set(p.scanForward());
            consistentRead.set(p.consistentRead());
        } finally {
            updating = false;
        }
        showParameters(p);
        parameterNames = t.entities().stream().filter(e -> p.entityName().map(e.name()::equals).orElse(true))
                .flatMap(e -> e.attributes().stream().map(a -> a.name())).distinct().toList();
        drafts.setAll(KeyDraft.of(t, p.entityName().filter(e -> t.entity(e).isPresent()).orElse(null)));
        recheck();
    }

    /** The names {@code ${} completes to at {@code caret} in a key condition or filter being typed. */
    public List<String> completions(String text, int caret) {
        return TemplateCompletion.matches(text, caret, parameterNames);
    }

    /** Commits every field typed in but not yet committed (the selection is about to move); the name last. */
    void commitDrafts() {
        List<CommitField> fields = new ArrayList<>();
        parameters.forEach(r -> fields.add(r.value()));
        fields.addAll(List.of(description, keyCondition, filter, projection, limit, ratePeak, rateAverage, name));
        fields.stream().filter(CommitField::isModified).forEach(CommitField::commit);
    }

    /**
     * Uses draft {@code n} of {@link #drafts()}: its entity, operation, index, key condition and sample
     * values replace the pattern's (one undo step); its name, description, filter and the rest stay.
     */
    public Optional<String> useDraft(int n) {
        if (n < 0 || n >= drafts.size()) {
            return refused("There is no such key condition.");
        }
        AccessPattern d = drafts.get(n).draft();
        return change(p -> {
            Map<String, String> values = new LinkedHashMap<>(p.parameters());
            values.putAll(d.parameters());
            return p.withEntity(d.entity()).withOperation(d.operation()).withIndex(d.index())
                    .withKeyCondition(d.keyCondition()).withParameters(values);
        });
    }

    /** Applies fix {@code n} of {@link #fixes()} as one undo step: only ever on the user's request. */
    public Optional<String> applyFix(int n) {
        if (n < 0 || n >= fixes.size()) {
            return refused("There is no such fix.");
        }
        Optional<String> r = editor.apply(fixes.get(n).edit());
        refusal.set(r.orElse(""));
        return r;
    }

    private void recheck() {
        DataModel m = editor.model();
        if (m != shownModel) {
            // What was found on the model before is not offered on this one: its fixes were made against the old one.
            shownModel = m;
            show((PatternCheck) null);
        }
        String t = table;
        String p = pattern;
        checking.submit("Checking access pattern " + p, progress -> PatternChecks.one(m, t, p),
                outcome -> outcome.dispatch(c -> {
                    if (m == editor.model() && t.equals(table) && p.equals(pattern)) {
                        show(c.orElse(null));
                    }
                }, failure -> servedBy.set("Could not check the pattern: " + failure.getMessage()), () -> { }));
    }

    private void show(PatternCheck c) {
        check.set(c);
        if (c == null) {
            servedBy.set("checking…");
            returns.set("");
            capacity.set("");
            cost.set("");
            problems.clear();
            fixes.clear();
            return;
        }
        servedBy.set(c.servedBy() + (c.analysis().entities().isEmpty() ? ""
                : " — " + String.join(", ", c.analysis().entities())));
        int n = c.returned().size();
        returns.set(c.items().equals("—") ? "—"
                : "returns " + n + (c.analysis().more() ? "+" : "") + (n == 1 ? " item" : " items") + " on the sample data");
        capacity.set(c.readUnits() + " RCU · " + c.writeUnits() + " WCU per request");
        cost.set(c.analysis().cost().map(x -> c.monthlyCost() + " a month")
                .orElse(c.analysis().capacity().isEmpty() ? "—" : "no expected rate: give one to estimate the cost"));
        problems.setAll(c.problemLines());
        fixes.setAll(c.coverage().map(x -> x.fixes()).orElse(List.of()));
    }

    private void showParameters(AccessPattern p) {
        List<String> names = p.parameterNames();
        if (names.equals(parameters.stream().map(ParameterRow::name).toList())) {
            parameters.forEach(r -> r.value().reset(p.parameters().getOrDefault(r.name(), "")));
            return;
        }
        List<ParameterRow> rows = new ArrayList<>();
        for (String n : names) {
            CommitField f = new CommitField(text -> change(x -> {
                Map<String, String> values = new LinkedHashMap<>(x.parameters());
                values.put(n, text);
                return x.withParameters(values);
            }));
            f.reset(p.parameters().getOrDefault(n, ""));
            rows.add(new ParameterRow(n, f));
        }
        parameters.setAll(rows);
    }

    private CommitField field(java.util.function.BiFunction<AccessPattern, String, AccessPattern> with) {
        return new CommitField(text -> change(p -> with.apply(p, text)));
    }

    private <T> void commitOnChange(ObservableValue<T> value, java.util.function.Function<T, UnaryOperator<AccessPattern>> with) {
        value.addListener((o, a, b) -> {
            if (!updating && b != null) {
                Optional<String> r = change(with.apply(b));
                if (r.isPresent()) {
                    current().ifPresent(p -> editor.model().table(table).ifPresent(t -> show(t, p)));
                    refusal.set(r.get()); // after show: it clears nothing for the same pattern, but be sure
                }
            }
        });
    }

    private Optional<String> rename(String text) {
        String to = text.strip();
        Optional<AccessPattern> p = current();
        if (p.isEmpty()) {
            return refused("The access pattern is gone.");
        }
        Optional<String> r = editor.applyAndSelect(AccessPatternEdits.replace(table, pattern, p.get().withName(to)),
                new ModelPath.AccessPatternPath(table, to));
        refusal.set(r.orElse(""));
        return r;
    }

    private Optional<String> setLimit(String text) {
        String t = text.strip();
        if (t.isEmpty()) {
            return change(p -> p.withLimit(null));
        }
        try {
            int n = Integer.parseInt(t);
            if (n >= 1) {
                return change(p -> p.withLimit(n));
            }
        } catch (NumberFormatException e) {
            // said below
        }
        return Optional.of("The limit is a whole number of items, 1 or more (empty: no limit).");
    }

    /** A rate from the peak and average typed (null: that field's committed value); one alone is both. */
    private Optional<String> setRate(String peakText, String averageText) {
        String peak = (peakText == null ? ratePeak.committed() : peakText).strip();
        String average = (averageText == null ? rateAverage.committed() : averageText).strip();
        if (peak.isEmpty() && average.isEmpty()) {
            return change(p -> p.withRate(null));
        }
        try {
            double pk = Double.parseDouble(peak.isEmpty() ? average : peak);
            double avg = Double.parseDouble(average.isEmpty() ? peak : average);
            RequestRate rate = new RequestRate(pk, avg);
            return change(p -> p.withRate(rate));
        } catch (NumberFormatException e) {
            return Optional.of("A rate is a number of requests per second, such as 50 or 0.5.");
        } catch (IllegalArgumentException e) {
            return Optional.of(capitalized(e.getMessage()) + ".");
        }
    }

    private Optional<String> change(UnaryOperator<AccessPattern> how) {
        Optional<AccessPattern> p = current();
        if (p.isEmpty()) {
            return refused("The access pattern is gone.");
        }
        Optional<String> r = editor.apply(AccessPatternEdits.replace(table, pattern, how.apply(p.get())));
        refusal.set(r.orElse(""));
        return r;
    }

    private Optional<String> refused(String why) {
        refusal.set(why);
        return Optional.of(why);
    }

    private Optional<AccessPattern> current() {
        DataModel m = editor.model();
        return m == null ? Optional.empty() : m.table(table).flatMap(t -> t.accessPatterns().stream()
                .filter(p -> p.name().equals(pattern)).findFirst());
    }

    private static <T> void setIfDifferent(ObservableList<T> list, List<T> now) {
        if (!list.equals(now)) {
            list.setAll(now);
        }
    }

    private static String number(double d) {
        return d == Math.rint(d) ? String.format(Locale.ROOT, "%.0f", d) : Double.toString(d);
    }

    private static String capitalized(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    public CommitField name() {
        return name;
    }

    public CommitField description() {
        return description;
    }

    public CommitField keyCondition() {
        return keyCondition;
    }

    public CommitField filter() {
        return filter;
    }

    public CommitField projection() {
        return projection;
    }

    public CommitField limit() {
        return limit;
    }

    /** Requests per second at the peak (sizes provisioned capacity). */
    public CommitField ratePeak() {
        return ratePeak;
    }

    /** Requests per second on average (the on-demand bill). */
    public CommitField rateAverage() {
        return rateAverage;
    }

    /** The entity it returns ({@link #NONE}: none); picking one commits it. */
    public ObjectProperty<String> entityProperty() {
        return entity;
    }

    public ObjectProperty<OperationKind> operationProperty() {
        return operation;
    }

    /** The index read ({@link #NONE}: the table); picking one commits it. */
    public ObjectProperty<String> indexProperty() {
        return index;
    }

    /** Sort direction: true ascending (ScanIndexForward). */
    public BooleanProperty ascendingProperty() {
        return ascending;
    }

    public BooleanProperty consistentReadProperty() {
        return consistentRead;
    }

    /** {@link #NONE}, then the table's entities. */
    public ObservableList<String> entities() {
        return entitiesView;
    }

    /** {@link #NONE} (the table), then the table's indexes. */
    public ObservableList<String> indexes() {
        return indexesView;
    }

    /** A sample value for each parameter the key condition and filter name. */
    public ObservableList<ParameterRow> parameters() {
        return parametersView;
    }

    /** Key conditions made of the entity's own templates (every entity's, when the pattern names none). */
    public ObservableList<KeyDraft> drafts() {
        return draftsView;
    }

    /** The fixes coverage proposes for its findings; each applied only by {@link #applyFix}. */
    public ObservableList<Suggestion> fixes() {
        return fixesView;
    }

    /** The problems at the pattern and its coverage findings, one line each. */
    public ObservableList<String> problems() {
        return problemsView;
    }

    /** The last check of the pattern on the model shown; null while it is being checked. */
    public ReadOnlyObjectProperty<PatternCheck> checkProperty() {
        return check.getReadOnlyProperty();
    }

    /** "Query on index GSI-1 — CastMember". */
    public ReadOnlyStringProperty servedByProperty() {
        return servedBy.getReadOnlyProperty();
    }

    /** "returns 3 items on the sample data". */
    public ReadOnlyStringProperty returnsProperty() {
        return returns.getReadOnlyProperty();
    }

    /** "0.5 RCU · 0 WCU per request". */
    public ReadOnlyStringProperty capacityProperty() {
        return capacity.getReadOnlyProperty();
    }

    /** "$1.23 on demand · $4.56 provisioned a month". */
    public ReadOnlyStringProperty costProperty() {
        return cost.getReadOnlyProperty();
    }

    /** Why the last commit, draft or fix was refused; empty when it was not. */
    public ReadOnlyStringProperty refusalProperty() {
        return refusal.getReadOnlyProperty();
    }
}
