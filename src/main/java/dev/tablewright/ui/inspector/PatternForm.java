package dev.tablewright.ui.inspector;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Entity;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.RequestRate;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The pattern inspector's form: a field or choice for each part of the access pattern. A text field
 * commits on Enter or focus loss, a choice as soon as it is picked; each commit is one change of the
 * {@link ShownPattern}. Limit and rate are checked here, so the field can say what it expects.
 */
final class PatternForm {
    private final ShownPattern shown;
    /** Refreshes the whole inspector from the model: after a refused choice, the choice shows the model's again. */
    private final Runnable reshow;
    private boolean updating;
    final CommitField name;
    final CommitField description = field(AccessPattern::withDescription);
    final CommitField keyCondition = field(AccessPattern::withKeyCondition);
    final CommitField filter = field(AccessPattern::withFilter);
    final CommitField projection = field(AccessPattern::withProjection);
    final CommitField limit = new CommitField(this::setLimit);
    final CommitField ratePeak = new CommitField(text -> setRate(text, null));
    final CommitField rateAverage = new CommitField(text -> setRate(null, text));
    final ObjectProperty<String> entity = new SimpleObjectProperty<>(this, "entity", PatternInspectorViewModel.NONE);
    final ObjectProperty<OperationKind> operation = new SimpleObjectProperty<>(this, "operation", OperationKind.QUERY);
    final ObjectProperty<String> index = new SimpleObjectProperty<>(this, "index", PatternInspectorViewModel.NONE);
    final BooleanProperty ascending = new SimpleBooleanProperty(this, "ascending", true);
    final BooleanProperty consistentRead = new SimpleBooleanProperty(this, "consistentRead", false);
    private final ObservableList<String> entities = FXCollections.observableArrayList();
    final ObservableList<String> entitiesView = FXCollections.unmodifiableObservableList(entities);
    private final ObservableList<String> indexes = FXCollections.observableArrayList();
    final ObservableList<String> indexesView = FXCollections.unmodifiableObservableList(indexes);

    PatternForm(ShownPattern shown, Runnable reshow) {
        this.shown = shown;
        this.reshow = reshow;
        this.name = new CommitField(shown::rename);
        commitOnChange(entity, v -> p -> p.withEntity(v.isEmpty() ? null : v));
        // A Scan reads no key: the key condition goes with the switch (one step, undone together).
        commitOnChange(operation, v -> p -> v == OperationKind.SCAN ? p.withOperation(v).withKeyCondition("")
                : p.withOperation(v));
        commitOnChange(index, v -> p -> p.withIndex(v.isEmpty() ? null : v));
        commitOnChange(ascending, v -> p -> p.withScanForward(v));
        commitOnChange(consistentRead, v -> p -> p.withConsistentRead(v));
    }

    /** Shows pattern {@code p} of table {@code t}: nothing shown here commits. */
    void show(TableDesign t, AccessPattern p) {
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
            List<String> es = new ArrayList<>(List.of(PatternInspectorViewModel.NONE));
            t.entities().stream().map(Entity::name).forEach(es::add);
            setIfDifferent(entities, es);
            List<String> is = new ArrayList<>(List.of(PatternInspectorViewModel.NONE));
            t.indexes().stream().map(SecondaryIndex::name).forEach(is::add);
            setIfDifferent(indexes, is);
            entity.set(p.entityName().orElse(PatternInspectorViewModel.NONE));
            operation.set(p.operation());
            index.set(p.indexName().orElse(PatternInspectorViewModel.NONE));
            ascending.set(p.scanForward());
            consistentRead.set(p.consistentRead());
        } finally {
            updating = false;
        }
    }

    /** The text fields, the name last: committing it moves the selection. */
    List<CommitField> fields() {
        return List.of(description, keyCondition, filter, projection, limit, ratePeak, rateAverage, name);
    }

    private CommitField field(BiFunction<AccessPattern, String, AccessPattern> with) {
        return new CommitField(text -> shown.change(p -> with.apply(p, text)));
    }

    private <T> void commitOnChange(ObservableValue<T> value, Function<T, UnaryOperator<AccessPattern>> with) {
        value.addListener((o, a, b) -> {
            if (!updating && b != null) {
                Optional<String> r = shown.change(with.apply(b));
                if (r.isPresent()) {
                    reshow.run();
                    shown.refused(r.get()); // after the refresh: it clears nothing for the same pattern, but be sure
                }
            }
        });
    }

    private Optional<String> setLimit(String text) {
        String t = text.strip();
        if (t.isEmpty()) {
            return shown.change(p -> p.withLimit(null));
        }
        try {
            int n = Integer.parseInt(t);
            if (n >= 1) {
                return shown.change(p -> p.withLimit(n));
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
            return shown.change(p -> p.withRate(null));
        }
        try {
            double pk = Double.parseDouble(peak.isEmpty() ? average : peak);
            double avg = Double.parseDouble(average.isEmpty() ? peak : average);
            RequestRate rate = new RequestRate(pk, avg);
            return shown.change(p -> p.withRate(rate));
        } catch (NumberFormatException e) {
            return Optional.of("A rate is a number of requests per second, such as 50 or 0.5.");
        } catch (IllegalArgumentException e) {
            return Optional.of(capitalized(e.getMessage()) + ".");
        }
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
}
